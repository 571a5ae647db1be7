import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { getSiteSettings } from '@/lib/data/public';

/** One card, described under the site's name as the admin set it. */
export async function generateImageMetadata() {
  const { name } = await getSiteSettings();
  return [
    {
      id: 'card',
      alt: `${name}: web, mobile and growth agency`,
      size: OG_SIZE,
      contentType: OG_CONTENT_TYPE,
    },
  ];
}

/** The home page's social card. */
export default async function Image() {
  const settings = await getSiteSettings();
  return ogCard({
    siteName: settings.name,
    kicker: 'Digital agency',
    title: 'We Design, We Develop, We Grow Brands',
    footer: 'Web · Mobile · SEO · Branding',
  });
}
