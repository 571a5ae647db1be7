import { POST as login } from '@/app/api/auth/login/route';

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path?: string;
  params?: Record<string, string>;
  json?: unknown;
  /** A raw body (for malformed JSON and the like) with its content type. */
  raw?: { body: BodyInit; contentType: string };
  form?: Record<string, string | Blob | [Blob, string]>;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Headers;
}

let clients = 0;

/**
 * Every call comes from its own client, as a reverse proxy would report it (the last
 * X-Forwarded-For entry, read when TRUSTED_PROXY_HOPS=1): per-client limits never count one
 * test's requests against another's. A test that means one client sends its own header.
 */
function nextClientAddress(): string {
  clients += 1;
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Calls a route handler the way Next.js does: a real Request and a params promise. */
export async function call(handler: unknown, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', nextClientAddress());
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.raw) {
    headers.set('content-type', options.raw.contentType);
    body = options.raw.body;
  } else if (options.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.form)) {
      if (Array.isArray(value)) form.append(key, value[0], value[1]);
      else form.append(key, value);
    }
    body = form;
  }
  if (options.cookie) headers.set('cookie', options.cookie);
  const req = new Request(`http://localhost${options.path ?? '/'}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const res = await (handler as Handler)(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
}

/** Signs in through POST /auth/login and answers the session cookie ("name=value"). */
export async function signIn(username: string, password: string): Promise<string> {
  const res = await call(login, { path: '/auth/login', json: { username, password } });
  if (res.status !== 200)
    throw new Error(`sign-in failed for ${username}: ${res.status} ${res.text}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}
