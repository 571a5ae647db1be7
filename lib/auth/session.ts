import { ApiError, MESSAGES } from '@/lib/api/errors';
import { getStore } from '@/lib/data';
import type { User } from '@/lib/data/types';
import { readCookie, sessionCookie } from './cookies';
import { decodeSession } from './token';

/**
 * The signed-in user, read from the store on every call: a deleted or demoted account loses its
 * rights on its next request, however fresh its cookie.
 */
export async function userFromCookieHeader(cookieHeader: string | null): Promise<User | null> {
  const claims = await decodeSession(readCookie(cookieHeader, sessionCookie().name));
  if (!claims?.sub) return null;
  const store = await getStore();
  return store.users.get(claims.sub);
}

export function getRequestUser(req: Request): Promise<User | null> {
  return userFromCookieHeader(req.headers.get('cookie'));
}

/** 401 when signed out (or the account is gone), 403 when signed in without the admin role. */
export async function requireAdmin(req: Request): Promise<User> {
  const user = await getRequestUser(req);
  if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
  if (user.role !== 'admin') throw new ApiError(403, MESSAGES.forbidden);
  return user;
}
