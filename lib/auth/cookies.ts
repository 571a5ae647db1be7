import { env } from '@/lib/env';

/** Seven days: long enough for daily work, short enough that a lost laptop's session expires. */
export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

/** Secure cookies whenever the site is served over HTTPS (always on Vercel). */
export function secureCookies(): boolean {
  const e = env();
  return e.NEXTAUTH_URL ? e.NEXTAUTH_URL.startsWith('https://') : Boolean(e.VERCEL);
}

export function sessionCookie() {
  const secure = secureCookies();
  return {
    name: `${secure ? '__Secure-' : ''}next-auth.session-token`,
    options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure },
  };
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The Set-Cookie value that stores a session token (POST /auth/login, password change). */
export function sessionSetCookie(token: string): string {
  const { name, options } = sessionCookie();
  return [
    `${name}=${token}`,
    `Path=${options.path}`,
    `Max-Age=${SESSION_MAX_AGE}`,
    `Expires=${new Date(Date.now() + SESSION_MAX_AGE * 1000).toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes the session cookie (sign-out). */
export function clearedSessionCookie(): string {
  const { name, options } = sessionCookie();
  return [
    `${name}=`,
    `Path=${options.path}`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
