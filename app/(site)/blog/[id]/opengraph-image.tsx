import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { getBlogPage } from '@/lib/data/public';
import { formatLongDate } from '@/lib/format';

export const alt = 'Blog post';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
// Drawn when a network asks for it, from the post as it is then: a renamed post never shares
// an old card, and there is no second copy of each post to keep fresh.
export const dynamic = 'force-dynamic';

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
