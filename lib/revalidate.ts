import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { rendersUnderWay } from '@/lib/renders';

/**
 * How long after a write the site is invalidated once more, for renders a write cannot wait for:
 * one regenerating in the background behind a stale page ends its request before its render,
 * and one in another process (a serverless function) is not seen at all. One later invalidation
 * is all there can be: Next.js applies what `after()` callbacks invalidate once all have ended.
 */
export const SETTLE_MS = 3_000;

const regenerate = () => revalidatePath('/', 'layout');

/**
 * Regenerates the whole public site on its next requests: every page, the feed, the sitemap, the
 * OG images and the 404, all of which sit under the root layout. Awaited after every successful
 * write of content the site shows, and never after a failed one; one rule for all content, so a
 * new field or a new kind of content cannot leave a page stale.
 */
export async function revalidateSite(): Promise<void> {
  regenerate();
  // The invalidation takes effect once this handler returns, so it drops what the renders under
  // way when the write landed have stored by then (lib/renders.ts).
  await rendersUnderWay();
  try {
    after(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)).then(regenerate));
  } catch {
    // Outside a request (tests, scripts) no page is rendering into the cache: nothing to settle.
  }
}
