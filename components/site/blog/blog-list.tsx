import type { Metadata } from 'next';
import Link from 'next/link';
import { ButtonLink } from '../button-link';
import { LoadFailureNotice } from '@/components/site/load-failure-notice';
import { PageHero } from '@/components/site/page-hero';
import { Icon } from '@/components/ui/icons';
import { NOTICES } from '@/lib/content/notices';
import { blogsPage, pageMeta } from '@/lib/content/page-copy';
import { blogListPath, getSiteSettings, type BlogListPage } from '@/lib/data/public';
import { pageMetadataFor } from '@/lib/seo';
import { BlogCard } from './blog-card';
import { BLOG_FEED_PATH } from '@/lib/entities/blog';
import { feedAlternate } from './feed-link';

/** The metadata of a page of the blog list: its own canonical URL, and the feed beside it. */
export async function blogListMetadata(page: number): Promise<Metadata> {
  const path = blogListPath(page);
  const { name } = await getSiteSettings();
  const meta = pageMetadataFor(
    {
      ...pageMeta.blogs,
      ...(page > 1 ? { title: `${pageMeta.blogs.title}, page ${page}` } : {}),
      path,
    },
    name,
  );
  return { ...meta, alternates: { ...meta.alternates, ...feedAlternate(name) } };
}

const pageLinkClass =
  'inline-flex size-11 items-center justify-center rounded-full border text-sm font-semibold transition';

/**
 * The links between the pages of the list: Previous, each page by number (the current one
 * marked with aria-current), Next. Absent when everything fits one page.
 */
export function BlogPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  const step = (to: number, label: string, icon: 'arrow-left' | 'arrow-right') => (
    <Link
      href={blogListPath(to)}
      rel={to < page ? 'prev' : 'next'}
      className={`${pageLinkClass} border-white/10 bg-white/5 text-slate-200 hover:border-indigo-300/40 hover:text-white`}
    >
      <Icon name={icon} size={16} />
      <span className="sr-only">{label}</span>
    </Link>
  );
  return (
    <nav aria-label="Blog pages" className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && <li>{step(page - 1, 'Previous page', 'arrow-left')}</li>}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              href={blogListPath(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              className={`${pageLinkClass} ${
                n === page
                  ? 'border-indigo-400 bg-indigo-500 text-white'
                  : 'border-white/10 bg-white/5 text-slate-300 hover:border-indigo-300/40 hover:text-white'
              }`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && <li>{step(page + 1, 'Next page', 'arrow-right')}</li>}
      </ul>
    </nav>
  );
}

/**
 * /blogs and /blogs/page/{n}: 'Back To Home', 'Our Blogs', the subtitle, this page's posts as
 * cards (newest first) and the links to the other pages. The head names the neighbouring pages
 * (rel prev / next; React places these <link> elements in the head) and the feed.
 */
export function BlogListView({ list }: { list: BlogListPage }) {
  const { items, page, pages, failed } = list;
  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none">
      {page > 1 && <link rel="prev" href={blogListPath(page - 1)} />}
      {page < pages && <link rel="next" href={blogListPath(page + 1)} />}
      {failed && <LoadFailureNotice message={NOTICES.wentWrong} />}
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
          {items.length > 0 ? (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                {items.map((blog, index) => (
                  <li key={blog._id}>
                    <BlogCard blog={blog} headingLevel="h2" priority={index === 0} />
                  </li>
                ))}
              </ul>
              <BlogPagination page={page} pages={pages} />
              <p className="mt-10 text-center text-sm text-slate-400">
                <a
                  href={BLOG_FEED_PATH}
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  Follow the blog by RSS
                </a>
              </p>
            </>
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
