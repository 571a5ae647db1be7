import { ApiError, MESSAGES } from './errors';

const JSON_LIMIT = 100 * 1024;
/** A 5 MB image plus the text fields and multipart framing. */
export const FORM_LIMIT = 5 * 1024 * 1024 + 256 * 1024;

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
      throw new ApiError(400, 'The request body could not be read.');
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, tooLarge);
    }
    chunks.push(result.value);
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
  if (isForm(contentType)) return (await readForm(req)).fields;
  const bytes = await readCapped(req, JSON_LIMIT, 'The request body is too large.');
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

/** A multipart (or urlencoded) body, at most FORM_LIMIT bytes. */
export async function readForm(req: Request): Promise<ParsedForm> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!isForm(contentType)) throw new ApiError(400, MESSAGES.invalidForm);
  const bytes = await readCapped(req, FORM_LIMIT, MESSAGES.imageTooLarge);
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
