import { postSegment } from '@/lib/entities/post-slug';
import { OG_CACHE_CONTROL, OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { getBlogPage, getBlogSummaries } from '@/lib/data/public';
import { formatLongDate } from '@/lib/format';
import sharp from 'sharp';

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

const MAX_SHARE_BYTES = 5 * 1024 * 1024;

/**
 * The share image the admin chose, cropped to the card's size as a PNG; null when it cannot be
 * fetched or read, and the post's own card stands in.
 */
async function shareCard(url: string): Promise<Response | null> {
  // Public https pictures only, at most the size an upload may be.
  if (!url.startsWith('https://')) return null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_SHARE_BYTES) return null;
    const png = await sharp(Buffer.from(await res.arrayBuffer()), { limitInputPixels: 50_000_000 })
      .resize(OG_SIZE.width, OG_SIZE.height, { fit: 'cover' })
      .png()
      .toBuffer();
    return new Response(new Uint8Array(png), {
      headers: { 'Content-Type': OG_CONTENT_TYPE, 'Cache-Control': OG_CACHE_CONTROL },
    });
  } catch {
    return null;
  }
}

/** A post's own social card: its title, author and date, and the brand. */
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const state = await getBlogPage((await params).id);
  if (state.kind !== 'post') {
    return ogCard({ kicker: 'Blog', title: 'Insights from Nimbus Studio', footer: '' });
  }
  const { blog } = state;
  if (blog.shareImage) {
    const chosen = await shareCard(blog.shareImage);
    if (chosen) return chosen;
  }
  return ogCard({
    kicker: 'Blog',
    title: blog.title,
    footer: `${blog.author} · ${formatLongDate(blog.createdAt)}`,
  });
}
