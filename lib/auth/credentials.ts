import { getStore } from '@/lib/data';
import type { User } from '@/lib/data/types';
import { hashPassword, verifyPassword } from './password';

let dummyHash: Promise<string> | undefined;

/**
 * The one credential check, shared by the login form (next-auth) and POST /auth/login.
 * An unknown username costs the same bcrypt work as a wrong password, so timing tells nothing.
 */
export async function verifyCredentials(username: string, password: string): Promise<User | null> {
  const store = await getStore();
  const found = await store.users.findForLogin(username.trim());
  if (!found) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  if (!(await verifyPassword(password, found.passwordHash))) return null;
  const { passwordHash: _hash, ...user } = found;
  void _hash;
  return user;
}

export const WRONG_CREDENTIALS = 'Invalid username or password!';
