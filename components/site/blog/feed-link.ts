import { BLOG_FEED_PATH } from '@/lib/entities/blog';

/** `alternates` of a blog page's metadata: the feed, as a <link rel="alternate"> in the head. */
export function feedAlternate(siteName: string) {
  return {
    types: { 'application/rss+xml': [{ url: BLOG_FEED_PATH, title: `${siteName} blog` }] },
  };
}
