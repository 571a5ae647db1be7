import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/data/public';
import { pageMetadataFor, type PageMetaInput } from '@/lib/seo';

/**
 * A public page's metadata under the site's name as the admin set it. Server only: lib/seo.ts
 * stays free of the store, as client components import it.
 */
export async function pageMetadata(input: PageMetaInput): Promise<Metadata> {
  return pageMetadataFor(input, (await getSiteSettings()).name);
}
