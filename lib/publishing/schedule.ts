import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/token';
import { getStore } from '@/lib/data';
import { env } from '@/lib/env';
import { revalidateSite } from '@/lib/revalidate';

/**
 * Scheduled publishing. Public pages are static and change only when revalidateSite() runs, so
 * something must run it when a schedule comes due: GET /api/cron/publish, called every minute by
 * Vercel Cron (vercel.json) or by this server's own timer (./timer.ts). Each call records its
 * time and regenerates the site when any record's publish or unpublish time passed since the
 * call before; a call that finds nothing due changes nothing.
 */

export interface PublishingCheck {
  /** How many records went live or left the site since the last check. */
  due: number;
  revalidated: boolean;
  /** The check before this one; null on the first. */
  since: string | null;
}

export async function checkSchedules(now: Date = new Date()): Promise<PublishingCheck> {
  const store = await getStore();
  const at = now.toISOString();
  const since = await store.publishing.markRun(at);
  // The first check looks at every time already passed: a schedule that came due while no
  // check ran is regenerated once.
  const after = since ?? '';
  const counts = await Promise.all(
    [store.projects, store.reviews, store.team, store.blogs].map((r) => r.dueBetween(after, at)),
  );
  const due = counts.reduce((sum, n) => sum + n, 0);
  if (due > 0) await revalidateSite();
  return { due, revalidated: due > 0, since };
}

/**
 * The bearer token this server's own timer sends: derived from NEXTAUTH_SECRET, so a server
 * without CRON_SECRET still authorises its timer and nobody else.
 */
export function timerToken(): string {
  return createHmac('sha256', authSecret()).update('publishing-timer').digest('base64url');
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether the request carries `Authorization: Bearer <CRON_SECRET>` or the timer's token. */
export function isScheduler(req: Request): boolean {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return false;
  const given = match[1]!;
  const secret = env().CRON_SECRET;
  return (secret !== undefined && same(given, secret)) || same(given, timerToken());
}
