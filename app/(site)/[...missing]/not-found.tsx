import type { Metadata } from 'next';
import { HomeContent } from '@/components/site/home/home-content';
import { pageMeta } from '@/lib/content/page-copy';

// Next.js marks every 404 response noindex itself.
export const metadata: Metadata = {
  title: pageMeta.notFound.title,
  description: pageMeta.notFound.description,
};

/**
 * An unknown path: HTTP 404 with the home page's content inside the site's
 * header and footer. It lives on this catch-all route, not in app/not-found.tsx, because the root
 * not-found page travels in every page's payload and must stay small.
 */
export default function UnknownPath() {
  return <HomeContent />;
}
