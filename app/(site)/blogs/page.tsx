import type { Metadata } from 'next';
import { BlogListView, blogListMetadata } from '@/components/site/blog/blog-list';
import { getBlogListPage } from '@/lib/data/public';

export const revalidate = 300;

export const generateMetadata = (): Promise<Metadata> => blogListMetadata(1);

/** /blogs: the first page of the list, the newest posts. */
export default async function BlogsPage() {
  // The first page always exists: with no posts it says so.
  const list = (await getBlogListPage(1))!;
  return <BlogListView list={list} />;
}
