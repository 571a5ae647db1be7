import type { BlogCardData } from '@/lib/data/public';
import { blogLoading, sections } from '@/lib/content/page-copy';
import { ButtonLink } from './button-link';
import { Icon } from '@/components/ui/icons';
import { BlogCard } from './blog/blog-card';
import { LinkPendingLoader } from './link-pending-loader';
import { SectionHeading } from './section-heading';

/**
 * Latest posts (#blogs): the newest three (the page reads only those), with a link to the full
 * list. Hidden when empty.
 */
export function LatestBlogs({ blogs }: { blogs: BlogCardData[] }) {
  if (blogs.length === 0) return null;
  return (
    <section id="blogs" aria-labelledby="blogs-heading" className="section-y">
      <div className="container-site">
        <div className="flex flex-col items-start justify-between gap-8 md:flex-row md:items-end">
          <SectionHeading
            id="blogs-heading"
            align="left"
            eyebrow={sections.blogs.eyebrow}
            heading={sections.blogs.heading}
            text={sections.blogs.text}
          />
          <ButtonLink prefetch={false} href="/blogs" variant="secondary" className="shrink-0">
            View all articles
            <Icon name="arrow-right" size={18} />
            <LinkPendingLoader label={blogLoading.list} />
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {blogs.map((blog) => (
            <li key={blog._id} className="reveal">
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
