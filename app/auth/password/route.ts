import { recordActivity } from '@/lib/activity/record';
import { readBody } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { MESSAGES } from '@/lib/api/messages';
import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { sessionSetCookie } from '@/lib/auth/cookies';
import { verifyCredentials } from '@/lib/auth/credentials';
import { hashPassword } from '@/lib/auth/password';
import { encodeSession } from '@/lib/auth/token';
import { getStore } from '@/lib/data';
import { user } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';

// PATCH /auth/password — the signed-in admin changes their own password: the current one is
// required (and its guesses count against the account's sign-in limit), the new one follows the
// signup rules. Every other session of the user ends; this one gets a fresh cookie and stays.
const passwordChangeInput = inputSchema(user.passwordChangeFields);

export const PATCH = adminRoute(async (req, _ctx, admin) => {
  const { currentPassword, newPassword } = passwordChangeInput.parse(await readBody(req));
  await verifyCredentials(admin.username, currentPassword).catch((error: unknown) => {
    // A wrong current password is a mistake in the form, not a signed-out session.
    if (error instanceof ApiError && error.status === 401) {
      throw new ApiError(400, MESSAGES.wrongCurrentPassword);
    }
    throw error;
  });
  const store = await getStore();
  const sessionVersion = await store.users.setPassword(admin._id, await hashPassword(newPassword));
  if (sessionVersion === null) throw new ApiError(401, MESSAGES.unauthenticated);
  // Which account, never what either password was.
  await recordActivity(req, admin, {
    action: 'password',
    kind: 'user',
    recordId: admin._id,
    label: admin.username,
  });
  const cookie = sessionSetCookie(await encodeSession(admin, sessionVersion));
  return Response.json(
    { message: MESSAGES.passwordChanged },
    { status: 202, headers: { 'Set-Cookie': cookie } },
  );
});

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
