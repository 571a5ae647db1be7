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
