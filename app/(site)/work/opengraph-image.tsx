import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { workPage } from '@/components/site/work/work-copy';
import { getSiteSettings } from '@/lib/data/public';

/** One card, described under the site's name as the admin set it. */
export async function generateImageMetadata() {
  const { name } = await getSiteSettings();
  return [{ id: 'card', alt: `${name}: our work`, size: OG_SIZE, contentType: OG_CONTENT_TYPE }];
}

/** The work page's social card. */
export default async function Image() {
  const settings = await getSiteSettings();
  return ogCard({
    siteName: settings.name,
    kicker: 'Our work',
    title: workPage.heading,
    footer: 'Case studies and results',
  });
}
