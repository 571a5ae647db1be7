import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { servicesPage } from '@/lib/content/page-copy';
import { site } from '@/lib/content/site';
import { getSiteSettings } from '@/lib/data/public';

export const alt = `${site.name} services`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

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
