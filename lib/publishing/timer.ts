import { env } from '@/lib/env';
import { timerToken } from './schedule';

/** Where the cron endpoint is served. */
export const CRON_PATH = '/api/cron/publish';

/**
 * On a self-hosted server (not on Vercel, whose functions do not run between requests and which
 * calls the endpoint from Vercel Cron instead), a timer calls the cron endpoint of this very
 * server every PUBLISH_CHECK_SECONDS (60 by default): revalidation works only inside a request,
 * so the timer goes through HTTP, to the port `next start` listens on. It never keeps the
 * process alive, and a failed call is logged and tried at the next tick.
 */
export function startPublishingTimer(): void {
  const { PUBLISH_CHECK_SECONDS: seconds, VERCEL } = env();
  if (VERCEL || seconds === 0) return;
  const timer = setInterval(() => {
    // Next.js sets PORT once the server listens; until then there is nothing to call.
    const port = process.env.PORT;
    if (!port) return;
    fetch(`http://127.0.0.1:${port}${CRON_PATH}`, {
      headers: { Authorization: `Bearer ${timerToken()}` },
      signal: AbortSignal.timeout(30_000),
    })
      .then((res) => {
        if (!res.ok) console.error(`[publishing] schedule check answered ${res.status}`);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`[publishing] schedule check failed: ${reason}`);
      });
  }, seconds * 1000);
  timer.unref();
}
