import type { Metadata } from 'next';
import { BlogDetailView } from '@/components/site/blog/blog-detail';
import { moderationMode } from '@/lib/entities/comment-moderation';
import { PreviewClosed } from '@/components/site/preview-closed';
import { getStore } from '@/lib/data';
import { authorPhotoOf, moreArticles } from '@/lib/data/public';
import { readSettings } from '@/lib/data/site-content';
import { MORE_ARTICLES_MAX } from '@/lib/entities/blog';
import { openPreview } from '@/lib/publishing/preview';

// Rendered for each request and never stored: Next.js answers a dynamic page with
// `Cache-Control: private, no-cache, no-store`, so no shared cache keeps a preview.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ token: string }> };

// A preview is for the people it was sent to: never indexed, never followed.
const robots = { index: false, follow: false, nocache: true } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const state = await openPreview((await params).token);
  return {
    title: state.kind === 'post' ? state.blog.title : 'Preview link',
    robots,
    referrer: 'no-referrer',
  };
}

/**
 * /preview/{token}: a post as visitors will see it once it is published (a draft, a scheduled
 * post, or a published post with its pending changes), for anyone holding an unexpired,
 * unrevoked link; a clear page otherwise.
 */
export default async function PreviewPage({ params }: Props) {
  const state = await openPreview((await params).token);
  if (state.kind !== 'post') return <PreviewClosed kind={state.kind} />;
  const store = await getStore();
  const [{ previous, next }, newest, settings, authorPhoto] = await Promise.all([
    store.blogs.neighbours(state.blog),
    store.blogs.summaries({ limit: MORE_ARTICLES_MAX + 1 }),
    readSettings(store),
    authorPhotoOf(state.blog.authorMember),
  ]);
  return (
    <BlogDetailView
      state={{
        kind: 'post',
        blog: state.blog,
        authorPhoto,
        found: true,
        previous,
        next,
        more: moreArticles(newest, state.blog._id),
      }}
      siteName={settings.name}
      moderation={moderationMode(settings)}
    />
  );
}
