import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

/** Public pages are open to crawlers; the admin area, sign-in and the JSON API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/private', '/private/', '/auth', '/auth/', '/admin/', '/frontend/', '/api/'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
