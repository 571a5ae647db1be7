import { MESSAGES } from '@/lib/api/errors';
import { apiUrl } from '@/lib/public-env';

/** A failed admin call: the HTTP status (0 when the network failed) and the server's message. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export interface AdminRequest extends Omit<RequestInit, 'body'> {
  /** The call's success status: 200 reads, 201 creates, 202 updates, 203 deletes. */
  expect: 200 | 201 | 202 | 203;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: FormData | Record<string, unknown>;
}

/** A same-origin call to the API, uncached; a network failure is an AdminApiError (status 0). */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(apiUrl(path), { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new AdminApiError(0, MESSAGES.wentWrong);
  }
}

/** A refusal, with the server's `{ message }` when it sent one. */
function failure(status: number, data: unknown): AdminApiError {
  const message = (data as { message?: unknown } | null)?.message;
  return new AdminApiError(status, typeof message === 'string' ? message : MESSAGES.wentWrong);
}

/**
 * Every panel call to the JSON API: same-origin cookies, the configurable host, and one answer
 * shape. Anything but the expected status is a failure carrying the server's `{ message }`.
 */
export async function adminRequest<T>(
  path: string,
  { expect, body, ...init }: AdminRequest,
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const res = await send(path, { ...init, headers, body: payload });
  const data: unknown = await res.json().catch(() => null);
  // Every answer of this API is a JSON object; anything else (an HTML page after a redirect, an
  // empty body from a proxy) is a failure even with the right status.
  if (res.status === expect && (res.redirected || data === null || typeof data !== 'object')) {
    throw new AdminApiError(res.status, MESSAGES.wentWrong);
  }
  if (res.status !== expect) throw failure(res.status, data);
  return data as T;
}

/**
 * A file the API answers (200) saved by the browser under the name the server gives it: fetched
 * like every other call, so a refusal (an ended session's 401) is an AdminApiError the panel
 * handles as usual, where a plain download link saved the refusal as a file.
 */
export async function adminDownload(path: string, fallbackName: string): Promise<void> {
  const res = await send(path, {});
  if (res.status !== 200) throw failure(res.status, await res.json().catch(() => null));
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const url = URL.createObjectURL(await res.blob());
  const save = document.createElement('a');
  save.href = url;
  save.download = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  document.body.append(save);
  save.click();
  save.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Statuses whose server message tells the admin what to change: a validation rule (400), a
 * duplicate username or a protected account (409), a record changed by someone else since the
 * page loaded it (412), an image too large (413) or of the wrong type (415), too many attempts
 * (429). Every other failure shows the generic notice.
 */
const SPECIFIC_STATUSES = new Set([400, 409, 412, 413, 415, 429]);

/** The text a failed call shows in its toast. */
export function failureMessage(error: unknown): string {
  if (error instanceof AdminApiError && SPECIFIC_STATUSES.has(error.status) && error.message) {
    return error.message;
  }
  return MESSAGES.wentWrong;
}

/** The session ended: expired, signed out elsewhere, or ended by a password change. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === 401;
}

/** The session ended or lost its admin role: the server layout decides what to show next. */
export function isAccessError(error: unknown): boolean {
  return error instanceof AdminApiError && (error.status === 401 || error.status === 403);
}
