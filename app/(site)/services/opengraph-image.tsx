import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { servicesPage } from '@/lib/content/page-copy';
import { site } from '@/lib/content/site';

export const alt = `${site.name} services`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** The services page's social card. */
export default function Image() {
  return ogCard({
    kicker: 'Services',
    title: servicesPage.heading,
    footer: 'Nine disciplines, one senior team',
  });
}
