import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { servicesPage } from '@/lib/content/page-copy';
import { getSiteSettings } from '@/lib/data/public';

/** One card, described under the site's name as the admin set it. */
export async function generateImageMetadata() {
  const { name } = await getSiteSettings();
  return [{ id: 'card', alt: `${name} services`, size: OG_SIZE, contentType: OG_CONTENT_TYPE }];
}

/** The services page's social card. */
export default async function Image() {
  const settings = await getSiteSettings();
  return ogCard({
    siteName: settings.name,
    kicker: 'Services',
    title: servicesPage.heading,
    footer: 'Nine disciplines, one senior team',
  });
}
