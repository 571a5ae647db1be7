import { recordActivity, recordFailedSignIn } from '@/lib/activity/record';
import { readBody } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { route, methodsOtherThan } from '@/lib/api/route';
import { sessionSetCookie } from '@/lib/auth/cookies';
import { verifyCredentials } from '@/lib/auth/credentials';
import { deviceSetCookie } from '@/lib/auth/device';
import { encodeSession } from '@/lib/auth/token';
import { clientKey } from '@/lib/rate-limit';
import { user } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';

const signInInput = inputSchema(user.signInFields);

// POST /auth/login (next.config.ts rewrites it here: /auth/login is also the login page) — signs in
// with the same check and the same session cookie as the login form. Limited per client (when
// the deployment vouches for the client's address), site-wide (when it does not) and per account
// or, for a browser that signed in to the account before, per device (always). A success also
// (re)issues that browser's device cookie.
export const POST = route(
  async (req) => {
    const { username, password } = signInInput.parse(await readBody(req));
    const { user, sessionVersion } = await verifyCredentials(username, password, {
      client: clientKey(req.headers),
      cookies: req.headers.get('cookie'),
    }).catch(async (error: unknown) => {
      // A wrong username or password, with the name that was tried; an attempt the limits
      // refused before any check is not one.
      if (error instanceof ApiError && error.status === 401) {
        await recordFailedSignIn(req, username);
      }
      throw error;
    });
    await recordActivity(req, user, {
      action: 'sign-in',
      kind: 'session',
      recordId: user._id,
      label: user.username,
    });
    const headers = new Headers();
    headers.append('Set-Cookie', sessionSetCookie(await encodeSession(user, sessionVersion)));
    headers.append('Set-Cookie', deviceSetCookie(user._id));
    return Response.json({ user }, { status: 200, headers });
  },
  { noStore: true },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
