import type { Metadata } from 'next';
import { HomeContent } from '@/components/site/home/home-content';
import { pageMeta } from '@/lib/content/page-copy';
import { pageMetadata } from '@/lib/page-metadata';

export const revalidate = 300;

// The same page as '/', so its canonical URL is '/'.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    ...pageMeta.home,
    path: '/',
    siteNameFirst: true,
  });

export default function HomeAliasPage() {
  return <HomeContent />;
}
