import { MESSAGES } from '@/lib/api/messages';
import { route, methodsOtherThan } from '@/lib/api/route';
import { clearedSessionCookie } from '@/lib/auth/cookies';
import { endSessions } from '@/lib/auth/session';

// POST /auth/logout — signs out on the server: the user's session version goes up, so this
// cookie and every other cookie issued to the same user get 401 from now on, even if a copy
// survives; the browser's cookie is removed too. Signed out already: the same answer.
export const POST = route(
  async (req) => {
    await endSessions(req);
    return Response.json(
      { message: MESSAGES.signedOut },
      { status: 200, headers: { 'Set-Cookie': clearedSessionCookie() } },
    );
  },
  { noStore: true },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
