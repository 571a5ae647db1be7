import { postPath } from '@/lib/entities/post-slug';
import { Img } from '@/components/ui/img';
import Link from 'next/link';
import { ButtonLink } from '../button-link';
import type { BlogPageState } from '@/lib/data/public';
import type { BlogLink } from '@/lib/entities';
import { NOTICES } from '@/lib/content/notices';
import { blogLoading, blogPage } from '@/lib/content/page-copy';
import { formatLongDate, formatShortDate, isoDate } from '@/lib/format';
import { readingMinutes, readingTimeLabel } from '@/lib/markdown';
import { blogPostingJsonLd } from '@/lib/seo';
import { Icon } from '@/components/ui/icons';
import { JsonLd } from '../json-ld';
import { LinkPendingLoader } from '../link-pending-loader';
import { MissingAddressNotice } from '../missing-address-notice';
import { BlogComments } from './blog-comments';
import { AuthorPhoto } from './author-photo';
import { commentsOpen, type ModerationMode } from '@/lib/entities/comment-moderation';
import { BlogImage } from './blog-image';
import { blogImageAttributes } from './blog-image-attributes';
import { BlogStatePanel } from './blog-state-panel';
import { BlogLoadError } from './blog-load-error';
import { PostBody } from './post-body';
import { ShareButtons } from './share-buttons';

/** Previous Post / Next Post: a link to the neighbour, or a disabled button at either end. */
function NeighbourLink({
  direction,
  post,
}: {
  direction: 'previous' | 'next';
  post: BlogLink | null;
}) {
  const isNext = direction === 'next';
  const label = (
    <>
      {!isNext && <Icon name="arrow-left" size={16} />}
      {blogPage[direction]}
      {isNext && <Icon name="arrow-right" size={16} />}
    </>
  );
  const side = isNext ? 'items-end text-right' : '';
  if (!post) {
    return (
      <button
        type="button"
        disabled
        className={`group post-neighbour cursor-not-allowed opacity-50 ${isNext ? 'items-end' : 'items-start'}`}
      >
        <span className="post-neighbour-label text-slate-300">{label}</span>
      </button>
    );
  }
  return (
    <Link
      prefetch={false}
      href={postPath(post)}
      className={`group post-neighbour post-neighbour-link ${side}`.trim()}
    >
      <span className="post-neighbour-label text-indigo-300">{label}</span>
      <span className="mt-1 line-clamp-1 text-sm text-slate-300">{post.title}</span>
      <LinkPendingLoader label={blogLoading.post} />
    </Link>
  );
}

/**
 * /blog/{id} for every state: the post (or the first post for an unknown id), no posts at all,
 * or a load failure with Retry. `siteName` publishes the post's structured data.
 */
export function BlogDetailView({
  state,
  siteName,
  moderation = 'publish',
}: {
  state: BlogPageState;
  siteName: string;
  /** The site's comment moderation setting. */
  moderation?: ModerationMode;
}) {
  if (state.kind === 'error') return <BlogLoadError />;
  if (state.kind === 'empty') {
    return (
      <BlogStatePanel title={NOTICES.noBlogs}>
        <ButtonLink href="/" variant="secondary">
          <Icon name="home" size={18} />
          {blogPage.backHome}
        </ButtonLink>
      </BlogStatePanel>
    );
  }

  const { blog, found, previous, next, more } = state;
  const path = postPath(blog);

  return (
    <main id="main" tabIndex={-1} className="post-page">
      <JsonLd data={blogPostingJsonLd(blog, siteName)} />
      <div aria-hidden="true" className="post-glow" />
      {/* An unknown address rendered here says so; one redirected here is named by the
          notice's fragment (proxy.ts), since this page is the same for every visitor. */}
      <div className="container-site">
        <MissingAddressNotice instead="post" targeted={found} className="mb-8" />
      </div>
      <div className="container-site grid gap-14 lg:grid-cols-12 lg:gap-12">
        <article className="min-w-0 lg:col-span-8">
          <Link href="/blogs" className="post-back">
            <Icon name="arrow-left" size={16} />
            {blogPage.back}
          </Link>
          <h1 className="post-title">{blog.title}</h1>
          <p className="post-meta">
            <span className="inline-flex items-center gap-2">
              <AuthorPhoto
                src={state.authorPhoto}
                size={32}
                eager
                className="author-photo"
                fallback={
                  <span aria-hidden="true" className="post-avatar">
                    {blog.author.charAt(0)}
                  </span>
                }
              />
              <span>
                <span className="sr-only">Written by </span>
                <span className="font-medium text-white">{blog.author}</span>
              </span>
            </span>
            <time dateTime={isoDate(blog.createdAt)} className="after-dot">
              {formatLongDate(blog.createdAt)}
            </time>
            <span className="after-dot">{readingTimeLabel(readingMinutes(blog.description))}</span>
            <span className="after-dot">
              {blog.comments.length} {blog.comments.length === 1 ? 'comment' : 'comments'}
            </span>
          </p>

          <div className="post-hero">
            <BlogImage
              key={blog.imageURL}
              {...blogImageAttributes({
                src: blog.imageURL,
                alt: blog.imageAlt,
                sizes: '(min-width: 1024px) 820px, 100vw',
                eager: true,
                className: 'object-cover',
              })}
            />
          </div>

          <PostBody markdown={blog.description} className="mt-12" />

          <nav aria-label="More posts" className="mt-14 flex flex-col gap-4 sm:flex-row">
            <NeighbourLink direction="previous" post={previous} />
            <NeighbourLink direction="next" post={next} />
          </nav>

          <BlogComments
            blogId={blog._id}
            comments={blog.comments}
            open={commentsOpen(blog)}
            moderation={moderation}
          />
        </article>

        <aside aria-label="Share and more articles" className="lg:col-span-4">
          <div className="space-y-6 lg:sticky lg:top-28">
            <section aria-labelledby="share-heading" className="post-panel">
              <h2 id="share-heading" className="heading-sm">
                {blogPage.share}
              </h2>
              <div className="mt-4">
                <ShareButtons path={path} />
              </div>
            </section>

            {more.length > 0 && (
              <section aria-labelledby="more-heading" className="post-panel">
                <h2 id="more-heading" className="heading-sm">
                  {blogPage.moreArticles}
                </h2>
                <ul className="mt-4 space-y-1">
                  {more.map((other) => (
                    <li key={other._id}>
                      <Link prefetch={false} href={postPath(other)} className="group more-post">
                        <span className="more-post-thumb">
                          <Img
                            src={other.imageURL}
                            // The link's own text names the post: the thumbnail adds nothing to it.
                            alt=""
                            fill
                            sizes="80px"
                            className="object-cover"
                          />
                        </span>
                        <span className="min-w-0">
                          <span className="more-post-title">{other.title}</span>
                          <time dateTime={isoDate(other.createdAt)} className="more-post-date">
                            {formatShortDate(other.createdAt)}
                          </time>
                        </span>
                        <LinkPendingLoader label={blogLoading.post} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </aside>
      </div>
    </main>
  );
}
