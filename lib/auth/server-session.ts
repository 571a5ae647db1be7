import { cookies } from 'next/headers';
import type { User } from '@/lib/data/types';
import { userFromCookieHeader } from './session';

/** For server components and layouts: the current user from the request's cookies, or null. */
export async function getCurrentUser(): Promise<User | null> {
  const jar = await cookies();
  const header = jar
    .getAll()
    .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
    .join('; ');
  return userFromCookieHeader(header || null);
}
