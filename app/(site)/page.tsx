import type { Metadata } from 'next';
import { HomeContent } from '@/components/site/home/home-content';
import { pageMeta } from '@/lib/content/page-copy';
import { pageMetadata } from '@/lib/page-metadata';

// Statically generated; the API revalidates '/' after every change, this is the safety net.
export const revalidate = 300;

export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    ...pageMeta.home,
    path: '/',
    siteNameFirst: true,
    // Its own card: ./opengraph-image.tsx.
    ownImage: true,
  });

export default function HomePage() {
  return <HomeContent />;
}
