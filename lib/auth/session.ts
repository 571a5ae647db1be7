import type { JWT } from 'next-auth/jwt';
import { ApiError, MESSAGES } from '@/lib/api/errors';
import { getStore } from '@/lib/data';
import type { User } from '@/lib/entities';
import { readCookie, sessionCookie } from './cookies';
import { mayUse } from './permissions';
import { decodeSession } from './token';

/** A token from before session versions existed counts as version 0. */
function tokenVersion(claims: JWT): number {
  return typeof claims.sv === 'number' ? claims.sv : 0;
}

/**
 * The user a decoded session token stands for, read from the store on every call: a deleted or
 * demoted account loses its rights on its next request, however fresh its cookie, and a token
 * issued before the user's last sign-out or password change (an older session version) is
 * signed out.
 */
export async function userFromClaims(claims: JWT | null): Promise<User | null> {
  if (!claims?.sub) return null;
  const store = await getStore();
  const found = await store.users.getSession(claims.sub);
  if (!found || found.sessionVersion !== tokenVersion(claims)) return null;
  return found.user;
}

export async function userFromCookieHeader(cookieHeader: string | null): Promise<User | null> {
  return userFromClaims(await decodeSession(readCookie(cookieHeader, sessionCookie().name)));
}

export function getRequestUser(req: Request): Promise<User | null> {
  return userFromCookieHeader(req.headers.get('cookie'));
}

/**
 * The signed-in user, if their role may use the request's path (lib/auth/permissions.ts): 401
 * when signed out (or the account is gone), 403 when the role may not. The path is the one the
 * server routed, never a header the client chose.
 */
export async function requirePermission(req: Request): Promise<User> {
  const user = await getRequestUser(req);
  if (!user) throw new ApiError(401, MESSAGES.unauthenticated);
  if (!mayUse(user.role, new URL(req.url).pathname)) throw new ApiError(403, MESSAGES.forbidden);
  return user;
}

/**
 * Signs out every session of the user behind this request's cookie, if that cookie is a current
 * session. A stale or forged cookie ends nothing: an old stolen token cannot be used to sign its
 * owner out again and again.
 */
export async function endSessions(req: Request): Promise<void> {
  const user = await getRequestUser(req);
  if (!user) return;
  const store = await getStore();
  await store.users.bumpSessionVersion(user._id);
}
