import { postPath, postSegment } from '@/lib/entities/post-slug';
import type { Metadata } from 'next';
import { BlogDetailView } from '@/components/site/blog/blog-detail';
import { moderationMode } from '@/lib/entities/comment-moderation';
import { pageMeta } from '@/lib/content/page-copy';
import { feedAlternate } from '@/components/site/blog/feed-link';
import { getBlogPage, getBlogSummaries, getSiteSettings } from '@/lib/data/public';
import { plainText } from '@/lib/markdown';
import { pageMetadata } from '@/lib/page-metadata';
import { excerpt } from '@/lib/seo';

export const revalidate = 300;
// The segment is a post's slug (an id address is sent there by proxy.ts). Posts created after the
// build render on first visit; an unknown address shows the first post.
export const dynamicParams = true;

export async function generateStaticParams() {
  const blogs = await getBlogSummaries();
  return blogs.items.map((blog) => ({ id: postSegment(blog) }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const state = await getBlogPage((await params).id);
  if (state.kind !== 'post') {
    return pageMetadata({ ...pageMeta.blogs, path: '/blogs', noindex: true });
  }
  const { blog, found } = state;
  const { name } = await getSiteSettings();
  const meta = await pageMetadata({
    // The admin's search headline and summary where they wrote one.
    title: blog.seoTitle || blog.title,
    description: blog.seoDescription || excerpt(plainText(blog.description)),
    // An unknown id stands in for the first post: point search engines at the real one.
    path: postPath(blog),
    noindex: !found,
    type: 'article',
    publishedTime: blog.createdAt,
    modifiedTime: blog.updatedAt,
    authors: [blog.author],
    // The post's own card (./opengraph-image.tsx), which the Twitter card takes up too.
    ownImage: true,
  });
  return { ...meta, alternates: { ...meta.alternates, ...feedAlternate(name) } };
}

export default async function BlogPostPage({ params }: Props) {
  const { id } = await params;
  const [state, settings] = await Promise.all([getBlogPage(id), getSiteSettings()]);
  return (
    <BlogDetailView state={state} siteName={settings.name} moderation={moderationMode(settings)} />
  );
}
