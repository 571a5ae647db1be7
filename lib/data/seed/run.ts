import { hashPassword } from '@/lib/auth/password';
import type { Store } from '@/lib/data/store';
import type { Env } from '@/lib/env';
import { user } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';
import { demoSeed } from '.';

/** The seed would not run: nothing has been changed. */
export class SeedRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefused';
  }
}

const VARIABLE: Record<string, string> = {
  username: 'ADMIN_USERNAME',
  email: 'ADMIN_EMAIL',
  password: 'ADMIN_PASSWORD',
};

/**
 * The admin account ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL describe, checked by the same
 * rules as the Add User form; null when neither name nor password is set.
 */
export function adminFromEnv(
  e: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>,
): { username: string; email: string; password: string } | null {
  if (!e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) return null;
  if (!e.ADMIN_USERNAME || !e.ADMIN_PASSWORD) {
    throw new SeedRefused('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  }
  const parsed = inputSchema(user.fields).safeParse({
    username: e.ADMIN_USERNAME,
    email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@localhost`,
    password: e.ADMIN_PASSWORD,
    role: 'admin',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = VARIABLE[String(issue.path[0])] ?? 'ADMIN_*';
    throw new SeedRefused(`${variable}: ${issue.message}`);
  }
  return parsed.data;
}

export interface SeedOptions {
  store: Store;
  env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>;
  /** `--reset`: remove every record (every user too) first. */
  reset: boolean;
  log?: (line: string) => void;
}

/**
 * Adds the demo content (and, with ADMIN_USERNAME / ADMIN_PASSWORD, an admin) to `store`, and
 * builds its indexes. Idempotent: records are keyed by fixed ids and only added when missing.
 * Everything is checked before anything is written: `reset` deletes every user, so it is refused
 * unless a valid admin account will be created in their place; a database nobody can sign in
 * to is never the result.
 */
export async function runSeed({ store, env, reset, log = console.log }: SeedOptions) {
  const admin = adminFromEnv(env);
  if (reset && !admin) {
    throw new SeedRefused(
      '--reset deletes every user. Set ADMIN_USERNAME and ADMIN_PASSWORD (at least 8 ' +
        'characters) so that an admin can sign in afterwards; nothing was deleted.',
    );
  }
  const passwordHash = admin ? await hashPassword(admin.password) : undefined;
  if (reset) {
    await store.clear();
    log('[seed] Removed every record (--reset).');
  }
  // After a reset, so that duplicates it removed cannot stop the unique username index.
  await store.ensureIndexes();
  await store.importSeed(demoSeed);
  if (admin && passwordHash) {
    await store.users.upsertByUsername({
      username: admin.username,
      email: admin.email,
      role: 'admin',
      passwordHash,
    });
    log(`[seed] Admin "${admin.username}" can sign in.`);
  }
  const counts = await Promise.all([
    store.projects.count(),
    store.reviews.count(),
    store.blogs.count(),
    store.team.count(),
    store.messages.count(),
    store.users.count(),
  ]);
  log(
    `[seed] Ready: ${counts[0]} projects, ${counts[1]} reviews, ${counts[2]} blogs, ` +
      `${counts[3]} team members, ${counts[4]} messages, ${counts[5]} users.`,
  );
}
