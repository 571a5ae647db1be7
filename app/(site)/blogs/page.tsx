import type { Metadata } from 'next';
import Link from 'next/link';
import { BlogCard } from '@/components/site/blog/blog-card';
import { LoadFailureNotice } from '@/components/site/load-failure-notice';
import { PageHero } from '@/components/site/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { NOTICES } from '@/lib/content/notices';
import { blogsPage, pageMeta } from '@/lib/content/page-copy';
import { getBlogs } from '@/lib/data/public';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 300;

export const metadata: Metadata = pageMetadata({ ...pageMeta.blogs, path: '/blogs' });

/** /blogs: 'Back To Home', 'Our Blogs', the subtitle and every post as a card */
export default async function BlogsPage() {
  const blogs = await getBlogs();
  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none">
      {blogs.failed && <LoadFailureNotice message={NOTICES.wentWrong} />}
      <PageHero
        eyebrow={
          <Link
            href="/"
            className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm font-medium text-slate-200 transition hover:border-white/25 hover:text-white"
          >
            <Icon name="arrow-left" size={16} />
            {blogsPage.back}
          </Link>
        }
        heading={blogsPage.heading}
        text={blogsPage.subtitle}
      />
      <section aria-label="Articles" className="pb-24 sm:pb-32">
        <div className="container-site">
          {blogs.items.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {blogs.items.map((blog, index) => (
                <li key={blog._id}>
                  <BlogCard blog={blog} headingLevel="h2" priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-white/15 p-12 text-center">
              <p className="font-display text-xl font-semibold text-white">{NOTICES.noBlogs}</p>
              <ButtonLink href="/" variant="secondary" className="mt-6">
                <Icon name="home" size={18} />
                {blogsPage.back}
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
    </main>
  );
}
