import { NextRequest } from 'next/server';
import * as nextAuthRoute from '@/app/api/auth/[...nextauth]/route';
import * as logoutRoute from '@/app/auth/logout/route';
import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/**
 * next-auth reads the request's cookies and headers through next/headers, which only a Next.js
 * server provides: here they come from the request under test.
 */
let current: Request | undefined;
jest.mock('next/headers', () => ({
  headers: async () => current!.headers,
  cookies: async () => ({
    getAll: () =>
      (current!.headers.get('cookie') ?? '')
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const at = part.indexOf('=');
          return { name: part.slice(0, at), value: decodeURIComponent(part.slice(at + 1)) };
        }),
  }),
}));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface AuthAnswer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Headers;
  cookies: string[];
}

let serial = 0;

async function nextAuth(
  method: Method | 'HEAD',
  segments: string[],
  { form, cookie }: { form?: Record<string, string>; cookie?: string } = {},
): Promise<AuthAnswer> {
  const headers = new Headers({ 'x-forwarded-for': `198.18.200.${++serial % 250}` });
  if (cookie) headers.set('cookie', cookie);
  let body: string | undefined;
  if (form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(form).toString();
  }
  const req = new NextRequest(`http://localhost/api/auth/${segments.join('/')}`, {
    method,
    headers,
    body,
  });
  current = req;
  const handler = nextAuthRoute[method === 'HEAD' ? 'GET' : method] as (
    req: Request,
    ctx: { params: Promise<{ nextauth: string[] }> },
  ) => Promise<Response>;
  const res = await handler(req, { params: Promise.resolve({ nextauth: segments }) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return { status: res.status, body: parsed, text, headers: res.headers, cookies };
}

/** The csrf cookie and token, as a browser gets them before posting to next-auth. */
async function csrf() {
  const res = await nextAuth('GET', ['csrf']);
  return { cookie: res.cookies.join('; '), csrfToken: res.body.csrfToken as string };
}

describeEachStore("next-auth's endpoints", (fixture) => {
  describe('malformed requests get JSON answers', () => {
    // Sign-in is POST /auth/login: next-auth has no provider, so nothing signs in here.
    test.each([
      ['GET', ['callback', 'credentials']],
      ['POST', ['callback', 'credentials']],
      ['GET', ['signin']],
    ] as const)('%s /api/auth/%s is a JSON 404', async (method, segments) => {
      const res = await nextAuth(method, [...segments]);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    });

    test.each([
      ['PUT', ['session']],
      ['DELETE', ['csrf']],
      ['PATCH', ['signout']],
    ] as const)('%s /api/auth/%s is a JSON 405 with Allow', async (method, segments) => {
      const res = await nextAuth(method, [...segments]);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toMatch(/GET|POST/);
      expect(res.body).toEqual({ message: 'Method not allowed' });
    });

    test('an unknown next-auth path is a JSON 404', async () => {
      const res = await nextAuth('GET', ['nonsense']);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    });

    test('HEAD answers like GET, without a body', async () => {
      const res = await nextAuth('HEAD', ['csrf']);
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
    });

    test('nothing here may be cached', async () => {
      for (const segments of [['session'], ['csrf'], ['providers'], ['callback', 'credentials']]) {
        const res = await nextAuth('GET', segments);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    });
  });

  describe('GET /api/auth/session', () => {
    const cookieName = 'next-auth.session-token';
    /** The session cookies an answer sets ("name=value"): the renewed one, or an empty one. */
    const sessionCookies = (res: AuthAnswer) =>
      res.cookies.filter((c) => c.startsWith(`${cookieName}=`));

    test('a current session: the user, and its cookie renewed', async () => {
      const name = `sess-api-${Date.now().toString(36)}`;
      await fixture().createUser(name, 'admin');
      const session = await signIn(name, PASSWORD);
      const res = await nextAuth('GET', ['session'], { cookie: session });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ username: name, role: 'admin' });
      expect(sessionCookies(res)).toEqual([expect.stringMatching(/=.+/)]);
    });

    test('a session ended by signing out is no session: an empty answer and the cookie cleared, never renewed', async () => {
      const name = `sess-out-${Date.now().toString(36)}`;
      await fixture().createUser(name, 'admin');
      const session = await signIn(name, PASSWORD);
      await call(logoutRoute.POST, { method: 'POST', path: '/auth/logout', cookie: session });
      const res = await nextAuth('GET', ['session'], { cookie: session });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      expect(sessionCookies(res)).toEqual([`${cookieName}=`]);
    });

    test('the session of a deleted account is no session', async () => {
      const name = `sess-gone-${Date.now().toString(36)}`;
      const user = await fixture().createUser(name, 'admin');
      const session = await signIn(name, PASSWORD);
      const admin = await signIn('admin', PASSWORD);
      const removed = await call(routes.authUserDelete.DELETE, {
        method: 'DELETE',
        cookie: admin,
        params: { id: user._id },
      });
      expect(removed.status).toBe(203);
      const res = await nextAuth('GET', ['session'], { cookie: session });
      expect(res.body).toEqual({});
      expect(sessionCookies(res)).toEqual([`${cookieName}=`]);
    });

    test('no cookie: an empty answer that sets no session cookie', async () => {
      const res = await nextAuth('GET', ['session']);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      expect(sessionCookies(res)).toEqual([]);
    });
  });

  describe('POST /api/auth/signout', () => {
    test('ends the session on the server: a copy of the cookie gets 401 afterwards', async () => {
      const session = await signIn('admin', PASSWORD);
      const { cookie, csrfToken } = await csrf();
      const res = await nextAuth('POST', ['signout'], {
        form: { csrfToken, json: 'true' },
        cookie: `${cookie}; ${session}`,
      });
      expect(res.status).toBe(200);
      expect((await call(routes.adminMain.GET, { cookie: session })).status).toBe(401);
    });
  });
});
