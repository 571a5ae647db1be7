/**
 * The values the browser may know. Next.js inlines NEXT_PUBLIC_* at build time, so these are
 * the only variables client code reads.
 */
export const publicEnv = {
  apiUrl: (process.env.NEXT_PUBLIC_API_URL ?? '').replace(/\/+$/, ''),
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL ?? '').replace(/\/+$/, ''),
  timeZone: process.env.NEXT_PUBLIC_SITE_TIMEZONE || 'UTC',
};

/** Every client call to the JSON API goes through here: its host is configurable. */
export function apiUrl(path: string): string {
  return `${publicEnv.apiUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
