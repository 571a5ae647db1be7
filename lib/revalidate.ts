import { revalidatePath } from 'next/cache';

/**
 * Regenerates the whole public site on its next requests: every page, the feed, the sitemap, the
 * OG images and the 404, all of which sit under the root layout. Called after every successful
 * write of content the site shows, and never after a failed one; one rule for all content, so a
 * new field or a new kind of content cannot leave a page stale.
 */
export function revalidateSite(): void {
  revalidatePath('/', 'layout');
}
