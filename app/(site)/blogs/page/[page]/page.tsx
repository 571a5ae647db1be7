import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { BlogListView, blogListMetadata } from '@/components/site/blog/blog-list';
import { pageMeta } from '@/lib/content/page-copy';
import { getBlogListPage, getBlogSummaries } from '@/lib/data/public';
import { blogPageCount, blogPageNumber } from '@/lib/entities/blog';

export const revalidate = 300;
// Pages that new posts add render on their first visit. A page past the last one is a 404, given
// by proxy.ts (notFound() here would send an empty document, filled in only by the script).
export const dynamicParams = true;

/** Every page after the first, as the posts fill them when the site is built. */
export async function generateStaticParams() {
  const pages = blogPageCount((await getBlogSummaries()).items.length);
  return Array.from({ length: pages - 1 }, (_, i) => ({ page: String(i + 2) }));
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = blogPageNumber((await params).page);
  // A page past the last one is a 404, titled as one: with app/global-not-found.tsx in place,
  // Next.js takes a 404's title from the page, not from app/not-found.tsx.
  if (!page || (page > 1 && !(await getBlogListPage(page)))) return pageMeta.notFound;
  return blogListMetadata(page);
}

/** /blogs/page/{n}: the n-th twelve posts. Page 1 is /blogs. */
export default async function BlogsListPage({ params }: Props) {
  const page = blogPageNumber((await params).page);
  if (page === 1) permanentRedirect('/blogs');
  const list = page ? await getBlogListPage(page) : null;
  if (!list) notFound();
  return <BlogListView list={list} />;
}
