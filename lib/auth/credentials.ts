import { ApiError } from '@/lib/api/errors';
import { MESSAGES } from '@/lib/api/messages';
import { getStore } from '@/lib/data';
import { usernameKey, type User } from '@/lib/entities';
import { admitSignIn, clearSignInFailures } from '@/lib/rate-limit';
import { hashPassword, verifyPassword } from './password';

export const WRONG_CREDENTIALS = 'Invalid username or password!';

let dummyHash: Promise<string> | undefined;

/** A signed-in user and the session version their token must carry. */
export interface VerifiedUser {
  user: User;
  sessionVersion: number;
}

/**
 * The one password check, shared by POST /auth/login and the password change. Failed attempts are limited per account, whatever
 * address they come from: a few are free, then each further one waits 1 s, 2 s, 4 s ... at most
 * 30 s (a 429 with Retry-After). The limit is keyed by the account the name leads to, so no
 * spelling of the name starts a fresh count. An unknown username costs the same bcrypt work and
 * gets the same answers as a wrong password, so neither timing nor messages tell them apart.
 */
export async function verifyCredentials(username: string, password: string): Promise<VerifiedUser> {
  const store = await getStore();
  const found = await store.users.findForLogin(username.trim());
  const account = found ? `user:${found._id}` : `name:${usernameKey(username)}`;
  await admitSignIn(account, MESSAGES.signInWait);
  if (!found) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    throw new ApiError(401, WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(password, found.passwordHash))) {
    throw new ApiError(401, WRONG_CREDENTIALS);
  }
  await clearSignInFailures(account);
  const session = await store.users.getSession(found._id);
  // Deleted between the check and now: as good as a wrong password.
  if (!session) throw new ApiError(401, WRONG_CREDENTIALS);
  return session;
}
