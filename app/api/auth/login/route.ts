import { readBody } from '@/lib/api/body';
import { route, methodsOtherThan } from '@/lib/api/route';
import { sessionSetCookie } from '@/lib/auth/cookies';
import { verifyCredentials } from '@/lib/auth/credentials';
import { encodeSession } from '@/lib/auth/token';
import { clientKey, consumeLimit } from '@/lib/rate-limit';
import { user } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';

const signInInput = inputSchema(user.signInFields);

// POST /auth/login (next.config.ts rewrites it here: /auth/login is also the login page) — signs in
// with the same check and the same session cookie as the login form. Limited per client (when
// the deployment vouches for the client's address) and per account (always).
export const POST = route(
  async (req) => {
    await consumeLimit('login', clientKey(req.headers));
    const { username, password } = signInInput.parse(await readBody(req));
    const { user, sessionVersion } = await verifyCredentials(username, password);
    const cookie = sessionSetCookie(await encodeSession(user, sessionVersion));
    return Response.json({ user }, { status: 200, headers: { 'Set-Cookie': cookie } });
  },
  { noStore: true },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
