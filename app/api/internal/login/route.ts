import { readBody } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { route, methodsOtherThan } from '@/lib/api/route';
import { SESSION_MAX_AGE, sessionCookie } from '@/lib/auth/cookies';
import { WRONG_CREDENTIALS, verifyCredentials } from '@/lib/auth/credentials';
import { encodeSession } from '@/lib/auth/token';
import { clientKey, consumeLimit } from '@/lib/rate-limit';
import { loginSchema } from '@/lib/validation/user';

// POST /auth/login (proxy.ts rewrites it here: /auth/login is also the login page) — signs in
// with the same check and the same session cookie as the login form.
export const POST = route(async (req) => {
  await consumeLimit('login', clientKey(req.headers));
  const { username, password } = loginSchema.parse(await readBody(req));
  const user = await verifyCredentials(username, password);
  if (!user) throw new ApiError(401, WRONG_CREDENTIALS);
  const { name, options } = sessionCookie();
  const cookie = [
    `${name}=${await encodeSession(user)}`,
    `Path=${options.path}`,
    `Max-Age=${SESSION_MAX_AGE}`,
    `Expires=${new Date(Date.now() + SESSION_MAX_AGE * 1000).toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
  return Response.json({ user }, { status: 200, headers: { 'Set-Cookie': cookie } });
});

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
