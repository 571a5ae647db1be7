import { cookies } from 'next/headers';
import { cache } from 'react';
import type { User } from '@/lib/entities';
import { userFromCookieHeader } from './session';

/**
 * For server components and layouts: the current user from the request's cookies, or null. Read
 * once per request, however many of the page's components ask.
 */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const jar = await cookies();
  const header = jar
    .getAll()
    .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
    .join('; ');
  return userFromCookieHeader(header || null);
});
