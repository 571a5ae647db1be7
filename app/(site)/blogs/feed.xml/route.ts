import { getFeedPosts, getSiteSettings } from '@/lib/data/public';
import { blogFeed } from '@/lib/feed';

// Regenerated with the whole site after every change (lib/revalidate.ts); this is the safety net.
export const revalidate = 300;

// GET /blogs/feed.xml — the blog's RSS 2.0 feed, the newest posts first
export async function GET() {
  const [posts, settings] = await Promise.all([getFeedPosts(), getSiteSettings()]);
  return new Response(blogFeed(posts.items, settings), {
    status: 200,
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
