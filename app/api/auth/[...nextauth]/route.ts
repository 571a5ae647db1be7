import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { recordSignOut } from '@/lib/activity/record';
import { ApiError } from '@/lib/api/errors';
import { MESSAGES } from '@/lib/api/messages';
import { route, type RouteContext } from '@/lib/api/route';
import { clearedSessionCookie, readCookie, sessionCookie } from '@/lib/auth/cookies';
import { buildAuthOptions } from '@/lib/auth/options';
import { getRequestUser } from '@/lib/auth/session';

type Method = 'GET' | 'POST';

/**
 * The next-auth endpoints this app uses and the methods each answers: the session, the CSRF
 * token and sign-out. Sign-in is POST /auth/login, so next-auth has no provider, no sign-in page
 * and no callbacks. Anything else gets a JSON 404 or 405 here instead of next-auth's plain-text
 * errors.
 */
const ACTIONS: Record<string, Method[]> = {
  session: ['GET', 'POST'],
  csrf: ['GET'],
  signout: ['GET', 'POST'],
};

function allowHeader(methods: Method[]): string {
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].join(', ');
}

/**
 * A session cookie that no longer stands for a session: its account deleted, or its session
 * ended by signing out or a password change (the checks every admin request makes).
 */
async function isEndedSession(req: Request): Promise<boolean> {
  if (!readCookie(req.headers.get('cookie'), sessionCookie().name)) return false;
  return !(await getRequestUser(req));
}

// /api/auth/{session,csrf,signout} — next-auth's own endpoints, never cached.
async function handle(req: Request, ctx: RouteContext<{ nextauth: string[] }>): Promise<Response> {
  const action = (await ctx.params).nextauth?.[0] ?? '';
  const methods = Object.hasOwn(ACTIONS, action) ? ACTIONS[action]! : undefined;
  if (!methods) throw new ApiError(404, 'Not found');
  const head = req.method === 'HEAD';
  const method = head ? 'GET' : req.method;
  if (!methods.includes(method as Method)) {
    throw new ApiError(405, MESSAGES.methodNotAllowed, { Allow: allowHeader(methods) });
  }
  if (action === 'session' && (await isEndedSession(req))) {
    // next-auth would read the token alone, report its user as signed in and renew the cookie.
    const headers = { 'Set-Cookie': clearedSessionCookie() };
    return head ? new Response(null, { headers }) : Response.json({}, { headers });
  }
  // Who signs out, read before next-auth ends the session (its signOut event).
  const signingOut = action === 'signout' && method === 'POST' ? await getRequestUser(req) : null;
  const auth = NextAuth(buildAuthOptions());
  // next-auth reads NextRequest's nextUrl; HEAD is answered as GET without the body.
  const res: Response = await auth(head ? new NextRequest(req, { method: 'GET' }) : req, ctx);
  if (res.status >= 400 && !res.headers.get('content-type')?.includes('json')) {
    // next-auth words some failures as plain text; this API answers JSON.
    throw new ApiError(res.status, res.status === 404 ? 'Not found' : MESSAGES.wentWrong);
  }
  if (signingOut && res.status < 400) await recordSignOut(req, signingOut);
  return head ? new Response(null, res) : res;
}

const handler = route(handle, { noStore: true });

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
