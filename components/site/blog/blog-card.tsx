import Link from 'next/link';
import type { Blog } from '@/lib/entities';
import { blogLoading, blogsPage } from '@/lib/content/page-copy';
import { formatLongDate, isoDate } from '@/lib/format';
import { Icon } from '@/components/ui/icons';
import { LinkPendingLoader } from '../link-pending-loader';
import { BlogImage } from './blog-image';
import { blogImageAttributes } from './blog-image-attributes';

const CARD_TEXT_MAX = 360;

/**
 * The start of a post for its card: the card shows three lines, which never take more than about
 * 250 characters, so the rest of the post (often several kB) stays out of the list pages' markup
 * and payload. The cut is past the third line at every card width, so the clamp's ellipsis
 * shows as before; a short post is shown whole.
 */
export function cardText(description: string, max = CARD_TEXT_MAX): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return cut.slice(0, cut.lastIndexOf(' '));
}

/** A post in a grid: image, author, date ('March 5, 2025'), title, 3-line excerpt, 'Read more'. */
export function BlogCard({
  blog,
  headingLevel = 'h3',
  priority = false,
}: {
  blog: Blog;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="card-blog group">
      <div className="relative aspect-[16/9] overflow-hidden bg-ink-2">
        <BlogImage
          key={blog.imageURL}
          {...blogImageAttributes({
            src: blog.imageURL,
            alt: '',
            sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
            eager: priority,
            className: 'object-cover zoom-on-hover',
          })}
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="card-blog-meta">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="user" size={15} className="text-indigo-300" />
            {blog.author}
          </span>
          <span aria-hidden="true" className="size-1 rounded-full bg-slate-600" />
          <time dateTime={isoDate(blog.createdAt)}>{formatLongDate(blog.createdAt)}</time>
        </p>
        <Heading className="card-blog-title">
          <Link prefetch={false} href={`/blog/${blog._id}`} className="card-blog-link">
            {blog.title}
            <LinkPendingLoader label={blogLoading.post} />
          </Link>
        </Heading>
        <p className="card-blog-text">{cardText(blog.description)}</p>
        <span aria-hidden="true" className="card-blog-more">
          {blogsPage.readMore}
          <Icon name="arrow-right" size={16} className="nudge-on-hover" />
        </span>
      </div>
    </article>
  );
}
