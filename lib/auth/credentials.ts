import { ApiError } from '@/lib/api/errors';
import { MESSAGES } from '@/lib/api/messages';
import { getStore } from '@/lib/data';
import { usernameKey, type User } from '@/lib/entities';
import {
  admitSignIn,
  admitSignInClient,
  clearSignInFailures,
  type SignInOutcome,
} from '@/lib/rate-limit';
import { trustedDevice } from './device';
import { hashPassword, verifyPassword } from './password';

export const WRONG_CREDENTIALS = 'Invalid username or password!';

/** The site-wide ceiling's answer: it names no account, as no account is to blame. */
export const SIGN_IN_BUSY =
  'Too many sign-in attempts on this site right now. Please wait a minute and try again.';

let dummyHash: Promise<string> | undefined;

/** A signed-in user and the session version their token must carry. */
export interface VerifiedUser {
  user: User;
  sessionVersion: number;
}

/** Where a sign-in attempt comes from: the trusted client address and the request's cookies. */
export interface SignInSource {
  client: string | null;
  cookies: string | null;
}

/**
 * The one password check, shared by POST /auth/login and the password change. Failed attempts
 * are limited per account, whatever address they come from: a few are free, then each further
 * one waits 1 s, 2 s, 4 s ... at most 30 s (a 429 with Retry-After). The limit is keyed by the
 * account the name leads to, so no spelling of the name starts a fresh count. An unknown
 * username costs the same bcrypt work and gets the same answers as a wrong password, so neither
 * timing nor messages tell them apart.
 *
 * A sign-in (`source`) also counts against the client's budget, or without a trusted address
 * against the site-wide ceiling on password checks; a browser holding the account's device
 * cookie is limited per device instead, so strangers' failures never slow the account's owner.
 */
export async function verifyCredentials(
  username: string,
  password: string,
  source?: SignInSource,
): Promise<VerifiedUser> {
  const store = await getStore();
  const found = await store.users.findForLogin(username.trim());
  const device = found && source ? trustedDevice(source.cookies, found._id) : null;
  const account = device
    ? `device:${device}`
    : found
      ? `user:${found._id}`
      : `name:${usernameKey(username)}`;
  const settle = source
    ? await admitSignInClient(source.client, !device, SIGN_IN_BUSY)
    : async () => undefined;
  let outcome: SignInOutcome = 'unchecked';
  try {
    await admitSignIn(account, MESSAGES.signInWait);
    outcome = 'failed';
    if (!found) {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(password, await dummyHash);
      throw new ApiError(401, WRONG_CREDENTIALS);
    }
    if (!(await verifyPassword(password, found.passwordHash))) {
      throw new ApiError(401, WRONG_CREDENTIALS);
    }
    outcome = 'signed-in';
  } finally {
    await settle(outcome);
  }
  // The owner is in: their account's run of failures ends, whichever browser they used.
  await clearSignInFailures(account);
  if (device) await clearSignInFailures(`user:${found!._id}`);
  const session = await store.users.getSession(found!._id);
  // Deleted between the check and now: as good as a wrong password.
  if (!session) throw new ApiError(401, WRONG_CREDENTIALS);
  return session;
}
