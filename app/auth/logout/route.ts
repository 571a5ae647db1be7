import { recordSignOut } from '@/lib/activity/record';
import { MESSAGES } from '@/lib/api/messages';
import { route, methodsOtherThan } from '@/lib/api/route';
import { clearedSessionCookie } from '@/lib/auth/cookies';
import { endSessions, getRequestUser } from '@/lib/auth/session';

// POST /auth/logout — signs out on the server: the user's session version goes up, so this
// cookie and every other cookie issued to the same user get 401 from now on, even if a copy
// survives; the browser's cookie is removed too. Signed out already: the same answer.
export const POST = route(
  async (req) => {
    const user = await getRequestUser(req);
    await endSessions(req);
    if (user) await recordSignOut(req, user);
    return Response.json(
      { message: MESSAGES.signedOut },
      { status: 200, headers: { 'Set-Cookie': clearedSessionCookie() } },
    );
  },
  { noStore: true },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
