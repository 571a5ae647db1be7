import { postSegment } from '@/lib/entities/post-slug';
import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { getBlogPage, getBlogSummaries } from '@/lib/data/public';
import { formatLongDate } from '@/lib/format';

export const alt = 'Blog post';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
// Drawn once per post and kept, as the post's page is: a card costs a fraction of a second of
// CPU, and networks ask for it again and again. An hour between redraws lets a renamed post's
// card follow within the hour; a made-up id never reaches it (proxy.ts sends it to a real post).
export const revalidate = 3600;
export const dynamicParams = true;

export async function generateStaticParams() {
  const blogs = await getBlogSummaries();
  return blogs.items.map((blog) => ({ id: postSegment(blog) }));
}

/** A post's own social card: its title, author and date, and the brand. */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const state = await getBlogPage((await params).id);
  if (state.kind !== 'post') {
    return ogCard({ kicker: 'Blog', title: 'Insights from Nimbus Studio', footer: '' });
  }
  const { blog } = state;
  return ogCard({
    kicker: 'Blog',
    title: blog.title,
    footer: `${blog.author} · ${formatLongDate(blog.createdAt)}`,
  });
}
