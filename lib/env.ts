import { z } from 'zod';
import { user } from '@/lib/entities/user';
import { fieldSchema } from '@/lib/entities/schema';
import {
  CLOUDINARY_PARTS,
  CLOUDINARY_URL_FORMAT,
  cloudinaryCredentials,
  parseCloudinaryUrl,
  type CloudinaryCredentials,
} from '@/lib/images/cloudinary-url';
import { isSmtpUrl, mailboxAddress, mailboxList } from '@/lib/mail/rules';

/**
 * Every server-side environment variable, parsed once. Nothing else reads `process.env`
 * (client code reads the inlined NEXT_PUBLIC_* values through lib/public-env.ts).
 */

const positiveInt = (fallback: number) =>
  z.coerce.number().int().positive().catch(fallback).default(fallback);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(blankToUndefined, z.string().optional());

/**
 * How many reverse proxies in front of the app append the client's address to X-Forwarded-For.
 * A typo must not silently trust (or distrust) a header, so anything but a whole number stops
 * the start.
 */
const proxyHops = z
  .preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^\d{1,2}$/,
        'must be a whole number from 0 to 99: how many reverse proxies in front of the app append the client address to X-Forwarded-For (0 when clients reach the app directly)',
      )
      .optional(),
  )
  .transform((value) => (value === undefined ? 0 : Number(value)));

// --- Lead notifications by email ------------------------------------------------------------
// SMTP_URL turns them on, and then the recipients, the sender and the site's URL (for the link
// to the message in the panel) must be known too: a half-configured mailer stops the start
// rather than lose the first lead. No message repeats a value: SMTP_URL holds a password.
const mailVariables = {
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        isSmtpUrl,
        'must look like smtp://user:password@smtp.example.com:587 (or smtps://...:465 for TLS from the start), with reserved characters in the user and password percent-encoded',
      )
      .optional(),
  ),
  LEADS_EMAIL_TO: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => mailboxList(value) !== null,
        'must be one or more email addresses separated by commas (name@example.com or Name <name@example.com>)',
      )
      .optional(),
  ),
  LEADS_EMAIL_FROM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => mailboxAddress(value) !== null,
        'must be one email address (name@example.com or Name <name@example.com>) your mail server may send from',
      )
      .optional(),
  ),
};

function requireMailCompanions(e: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (!e.SMTP_URL) return;
  const missing = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!e.LEADS_EMAIL_TO)
    missing('LEADS_EMAIL_TO', 'must be set when SMTP_URL is: who gets the emails');
  if (!e.LEADS_EMAIL_FROM)
    missing('LEADS_EMAIL_FROM', 'must be set when SMTP_URL is: who sends them');
  if (!e.NEXT_PUBLIC_SITE_URL && !e.NEXTAUTH_URL) {
    missing(
      'NEXT_PUBLIC_SITE_URL',
      'must be set (or NEXTAUTH_URL) when SMTP_URL is: the emails link to the message in the panel',
    );
  }
}
// ---------------------------------------------------------------------------------------------

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  VERCEL: optionalString,
  DATA_STORE: z.preprocess(blankToUndefined, z.enum(['mongodb', 'memory']).optional()),
  MONGODB_URI: optionalString,
  NEXTAUTH_SECRET: optionalString,
  NEXTAUTH_URL: optionalString,
  ADMIN_USERNAME: optionalString,
  // The account the seed and the memory store create: held to the rules of every new password.
  ADMIN_PASSWORD: z.preprocess(blankToUndefined, fieldSchema(user.fields.password).optional()),
  ADMIN_EMAIL: optionalString,
  // The SDK's own form; a value it cannot read would otherwise surface at the first upload. The
  // message never repeats the value: it holds the API secret.
  CLOUDINARY_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => parseCloudinaryUrl(value) !== null, {
        message: `must have the form ${CLOUDINARY_URL_FORMAT} (the API environment variable on the Cloudinary console's dashboard)`,
      })
      .optional(),
  ),
  CLOUDINARY_CLOUD_NAME: optionalString,
  CLOUDINARY_API_KEY: optionalString,
  CLOUDINARY_API_SECRET: optionalString,
  UPLOAD_DIR: z.preprocess(blankToUndefined, z.string().default('.data/uploads')),
  RATE_LIMIT_LOGIN: positiveInt(10),
  RATE_LIMIT_CONTACT: positiveInt(5),
  RATE_LIMIT_COMMENT: positiveInt(10),
  TRUSTED_PROXY_HOPS: proxyHops,
  SITE_TIMEZONE: z.preprocess(blankToUndefined, z.string().default('UTC')),
  NEXT_PUBLIC_SITE_URL: optionalString,
  // The bearer token /api/cron/publish accepts (Vercel Cron sends it as it is set).
  CRON_SECRET: optionalString,
  // How often a self-hosted server looks for schedules that came due; 0 turns the timer off.
  PUBLISH_CHECK_SECONDS: z.coerce.number().int().min(0).catch(60).default(60),
  ...mailVariables,
});

/**
 * Cloudinary's three separate variables count only together: with one or two of them set, the
 * site would quietly keep its images on local disk instead, so the start stops and names the
 * missing ones. (CLOUDINARY_URL, when set, is used instead of them.)
 */
const schema = fields.superRefine(requireMailCompanions).superRefine((e, ctx) => {
  if (e.CLOUDINARY_URL) return;
  const missing = CLOUDINARY_PARTS.filter((name) => !e[name]);
  if (missing.length === CLOUDINARY_PARTS.length) return;
  if (missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `must be set too: Cloudinary needs ${CLOUDINARY_PARTS.join(', ')} together (or CLOUDINARY_URL alone); missing: ${missing.join(', ')}`,
    });
  } else if (!cloudinaryConfig(e)) {
    ctx.addIssue({
      code: 'custom',
      path: ['CLOUDINARY_CLOUD_NAME'],
      message: 'must be a Cloudinary cloud name: letters, digits, hyphens and underscores',
    });
  }
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Cloudinary's credentials when images are stored there, else null (local disk). */
export function cloudinaryConfig(
  e: Pick<Env, 'CLOUDINARY_URL' | (typeof CLOUDINARY_PARTS)[number]>,
): CloudinaryCredentials | null {
  return cloudinaryCredentials({
    CLOUDINARY_URL: e.CLOUDINARY_URL,
    CLOUDINARY_CLOUD_NAME: e.CLOUDINARY_CLOUD_NAME,
    CLOUDINARY_API_KEY: e.CLOUDINARY_API_KEY,
    CLOUDINARY_API_SECRET: e.CLOUDINARY_API_SECRET,
  });
}

export function hasCloudinary(e: Env): boolean {
  return cloudinaryConfig(e) !== null;
}

/**
 * Why a deployment on Vercel cannot do without Cloudinary: its functions run on a read-only file
 * system (only a temporary folder of each instance is writable), so an image kept on local disk
 * could not be written, or would vanish with the instance.
 */
const CLOUDINARY_ON_VERCEL =
  'Images need Cloudinary on Vercel: set CLOUDINARY_URL (or CLOUDINARY_CLOUD_NAME, ' +
  'CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET). Without it, uploaded images would go to local ' +
  "disk, and Vercel's file system is read-only: every upload would be lost.";

/** What a deployment must configure; on Vercel there is no launcher to fill the gaps. */
export function missingProductionConfig(e: Env): string[] {
  if (!e.VERCEL) return [];
  const missing: string[] = [];
  if (!e.MONGODB_URI) missing.push('MONGODB_URI');
  if (!e.NEXTAUTH_SECRET) missing.push('NEXTAUTH_SECRET');
  if (!e.NEXTAUTH_URL) missing.push('NEXTAUTH_URL');
  if (!hasCloudinary(e)) missing.push('CLOUDINARY_URL');
  return missing;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment configuration: ${details}`);
  }
  const missing = missingProductionConfig(parsed.data);
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing required environment variables for a deployment: ${missing.join(', ')}. ` +
        (missing.includes('CLOUDINARY_URL') ? `${CLOUDINARY_ON_VERCEL} ` : '') +
        'See .env.example and the README section "Deploying to Vercel".',
    );
  }
  return parsed.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; production never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}
