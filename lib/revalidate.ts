import { revalidatePath } from 'next/cache';
import { after } from 'next/server';

/**
 * How long after a write the site is invalidated once more. Next.js dates a cached page when it
 * stores it, not when the page read its data: a render that began before the write and ended
 * after it is kept as fresh, and would show what the write changed or removed until the next
 * write. The second invalidation drops what such renders stored by then. (One is all there can
 * be: Next.js applies what `after()` callbacks invalidate only once every callback has ended.)
 */
export const SETTLE_MS = 3_000;

const regenerate = () => revalidatePath('/', 'layout');

/**
 * Regenerates the whole public site on its next requests: every page, the feed, the sitemap, the
 * OG images and the 404, all of which sit under the root layout. Called after every successful
 * write of content the site shows, and never after a failed one; one rule for all content, so a
 * new field or a new kind of content cannot leave a page stale.
 */
export function revalidateSite(): void {
  regenerate();
  try {
    after(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)).then(regenerate));
  } catch {
    // Outside a request (tests, scripts) no page is rendering into the cache: nothing to settle.
  }
}
