import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { site } from '@/lib/content/site';
import { getSiteSettings } from '@/lib/data/public';

export const alt = `${site.name}: web, mobile and growth agency`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

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
