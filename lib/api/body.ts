import { MAX_IMAGE_BYTES } from '@/lib/images/accepted';
import { ApiError, MESSAGES } from './errors';

/**
 * The body of a text-only endpoint, JSON or form: contact, comment, sign-in, account, message
 * flags. It stays below the 128 kB of a body the proxy keeps for the routes it sees (/auth/*,
 * next.config.ts): a longer body reaches them cut short, and would otherwise parse as fewer or
 * shorter fields (a new password stored cut down to its first characters).
 */
const TEXT_BODY_LIMIT = 100 * 1024;
const TEXT_BODY_TOO_LARGE = 'The request body is too large.';
const UNREADABLE_BODY = 'The request body could not be read.';
/**
 * A 5 MB image plus the text fields and multipart framing: a post's 50,000 characters and the
 * up to 500 comments its edit page sends back fit in the 2 MB beside the image.
 */
export const FORM_LIMIT = MAX_IMAGE_BYTES + 2 * 1024 * 1024;

/** Reads at most `limit` bytes of the body; a larger body is a 413, whatever Content-Length says. */
async function readCapped(req: Request, limit: number, tooLarge: string): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, tooLarge);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch {
      throw new ApiError(400, UNREADABLE_BODY);
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, tooLarge);
    }
    chunks.push(result.value);
  }
  // A body that ends before its declared length was cut on its way: the proxy keeps only the
  // first 128 kB of the bodies it sees (next.config.ts). Its prefix may still parse, as a form
  // with a shorter last field: never store that.
  if (req.headers.has('content-length') && size < declared) {
    throw new ApiError(400, UNREADABLE_BODY);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function isForm(contentType: string) {
  return /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType);
}

/** Text fields only: a file or repeated field where text is expected reads as missing. */
export type Fields = Record<string, string | undefined>;

function textFields(form: FormData): Fields {
  const fields: Fields = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  }
  return fields;
}

/**
 * The body of a JSON endpoint as an object of fields. Forms are accepted too, so a plain HTML
 * form works; anything else that is not a JSON object is a 400.
 */
export async function readBody(req: Request): Promise<Record<string, unknown>> {
  const contentType = req.headers.get('content-type') ?? '';
  if (isForm(contentType))
    return (await parseForm(req, TEXT_BODY_LIMIT, TEXT_BODY_TOO_LARGE)).fields;
  const bytes = await readCapped(req, TEXT_BODY_LIMIT, TEXT_BODY_TOO_LARGE);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  return value as Record<string, unknown>;
}

export interface ParsedForm {
  fields: Fields;
  form: FormData;
}

/**
 * A multipart (or urlencoded) body with an image, at most `limit` bytes (FORM_LIMIT, more for a
 * form with several images): beyond that it is an image that is too large (the text fields have their own limits, far below the 2 MB left).
 */
export function readForm(req: Request, limit = FORM_LIMIT): Promise<ParsedForm> {
  return parseForm(req, limit, MESSAGES.imageTooLarge);
}

async function parseForm(req: Request, limit: number, tooLarge: string): Promise<ParsedForm> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!isForm(contentType)) throw new ApiError(400, MESSAGES.invalidForm);
  const bytes = await readCapped(req, limit, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new ApiError(400, MESSAGES.invalidForm);
  }
  return { fields: textFields(form), form };
}
