import { postPath } from '@/lib/entities/post-slug';
import Link from 'next/link';
import type { BlogCardData } from '@/lib/data/public';
import { blogLoading, blogsPage } from '@/lib/content/page-copy';
import { formatLongDate, isoDate } from '@/lib/format';
import { readingTimeLabel } from '@/lib/markdown';
import { Icon } from '@/components/ui/icons';
import { LinkPendingLoader } from '../link-pending-loader';
import { AuthorPhoto } from './author-photo';
import { BlogImage } from './blog-image';
import { blogImageAttributes } from './blog-image-attributes';

/**
 * A post in a grid: image, author, date ('March 5, 2025'), reading time, title, a 3-line plain
 * excerpt (the Markdown already stripped) and 'Read more'.
 */
export function BlogCard({
  blog,
  headingLevel = 'h3',
  priority = false,
}: {
  blog: BlogCardData;
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
            alt: blog.imageAlt,
            sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
            eager: priority,
            className: 'object-cover zoom-on-hover',
          })}
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="card-blog-meta">
          <span className="inline-flex items-center gap-1.5">
            <AuthorPhoto
              src={blog.authorPhoto}
              size={20}
              className="author-photo"
              fallback={<Icon name="user" size={15} className="text-indigo-300" />}
            />
            {blog.author}
          </span>
          <time dateTime={isoDate(blog.createdAt)} className="after-dot">
            {formatLongDate(blog.createdAt)}
          </time>
          <span className="after-dot">{readingTimeLabel(blog.readingMinutes)}</span>
        </p>
        <Heading className="card-blog-title">
          <Link prefetch={false} href={postPath(blog)} className="card-blog-link">
            {blog.title}
            <LinkPendingLoader label={blogLoading.post} />
          </Link>
        </Heading>
        <p className="card-blog-text">{blog.excerpt}</p>
        <span aria-hidden="true" className="card-blog-more">
          {blogsPage.readMore}
        </span>
      </div>
    </article>
  );
}
