import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { cache } from 'react';
import {
  BLOGS_PER_PAGE,
  FEED_SIZE,
  HOME_BLOG_COUNT,
  MORE_ARTICLES_MAX,
  blogPageCount,
} from '@/lib/entities/blog';
import { getStore, type Store } from '@/lib/data';
import { defaultSettings, readSettings } from '@/lib/data/site-content';
import { postAt } from '@/lib/data/post-address';
import { inAdminOrder } from '@/lib/data/project-shape';
import type {
  BlogLink,
  BlogPreview,
  BlogSummary,
  Faq,
  Project,
  PublicBlog,
  PublicFaq,
  Service,
  SiteSettings,
  Review,
  TeamMember,
} from '@/lib/entities';
import { servicePath } from '@/lib/entities/service';
import { trackRender } from '@/lib/renders';
import { cardText, plainText, readingMinutes } from '@/lib/markdown';

/**
 * The public pages' reads. Pages call these directly (never the JSON API); each is wrapped in
 * React cache() so a page and its generateMetadata share one read per render.
 *
 * A build must never need a database: when the store fails during the build
 * (an unreachable MongoDB or anything else), the read logs a warning and answers an empty list
 * flagged `failed`, and the page regenerates on the next revalidation. At run time the error is
 * thrown instead: a regeneration that throws leaves the last good page in the cache, where an
 * empty page would replace it for every visitor until the database is back.
 */
export interface Loaded<T> {
  items: T[];
  failed: boolean;
}

/** A read of the store; during the build a failure answers `failed` instead of throwing. */
async function attempt<T>(
  what: string,
  query: (store: Store) => Promise<T>,
  failed: T,
  track = true,
): Promise<T> {
  if (track) trackRender();
  try {
    return await query(await getStore());
  } catch (error) {
    // Next.js sets NEXT_PHASE while it builds; it is not configuration (lib/env.ts).
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn(`[site] could not load ${what}; rendering an empty list (${reason})`);
    return failed;
  }
}

function read<T>(what: string, query: (store: Store) => Promise<T[]>): Promise<Loaded<T>> {
  return attempt<Loaded<T>>(what, async (store) => ({ items: await query(store), failed: false }), {
    items: [] as T[],
    failed: true,
  });
}

// Every read here answers only what visitors may see now (lib/entities/publishing.ts): drafts
// and schedules still ahead are on no public page.
/** The published projects in the admins' order: /work; the featured ones are the home page's. */
export const getProjects = cache(() =>
  read<Project>('projects', async (s) => inAdminOrder(await s.projects.listPublished())),
);
export const getReviews = cache(() => read<Review>('reviews', (s) => s.reviews.listPublished()));
export const getTeam = cache(() => read<TeamMember>('team members', (s) => s.team.listPublished()));

/**
 * The photo of the team member a post is by, from the published team (one read a render), so a
 * member's new photo shows on every post at once; '' for a post by a panel user or by a member
 * no longer on the site.
 */
export async function authorPhotoOf(memberId: string): Promise<string> {
  if (!memberId) return '';
  return (await getTeam()).items.find((m) => m._id === memberId)?.imageURL ?? '';
}

/** A post on a card: what the card shows, its text already reduced to a plain excerpt. */
export type BlogCardData = BlogSummary & {
  excerpt: string;
  readingMinutes: number;
  authorPhoto: string;
};

/** A post without its Markdown: the excerpt of its plain text, and its reading time. */
export function toCard({ description, ...summary }: BlogPreview, authorPhoto = ''): BlogCardData {
  return {
    ...summary,
    excerpt: cardText(plainText(description)),
    readingMinutes: readingMinutes(description),
    authorPhoto,
  };
}

/** Posts as cards, each with its author's photo. */
const toCards = (previews: BlogPreview[]) =>
  Promise.all(previews.map(async (p) => toCard(p, await authorPhotoOf(p.authorMember))));

/** Every post, newest first, without text or comments: the post pages to build, the sitemap. */
export const getBlogSummaries = cache(() => read<BlogSummary>('blogs', (s) => s.blogs.summaries()));

/** The newest posts of the home and services pages: only the ones they show. */
export const getLatestBlogs = cache(() =>
  read<BlogCardData>('blogs', async (s) =>
    toCards(await s.blogs.previews({ limit: HOME_BLOG_COUNT })),
  ),
);

/** The feed's posts: the newest ones, with their text, without comments. */
export const getFeedPosts = cache(() =>
  read<BlogPreview>('blogs', (s) => s.blogs.previews({ limit: FEED_SIZE })),
);

/** The address of a page of the blog list: /blogs, then /blogs/page/2, /blogs/page/3, ... */
export const blogListPath = (page: number) => (page <= 1 ? '/blogs' : `/blogs/page/${page}`);

export interface BlogListPage extends Loaded<BlogCardData> {
  page: number;
  /** How many list pages there are. */
  pages: number;
}

/**
 * One page of the blog list (page 1 is /blogs): its posts as cards, and how many pages there
 * are. Null for a page past the last one.
 */
export const getBlogListPage = cache(async (page: number): Promise<BlogListPage | null> => {
  const loaded = await attempt(
    'blogs',
    async (s) => {
      const [count, previews] = await Promise.all([
        s.blogs.countPublished(),
        s.blogs.previews({ skip: (page - 1) * BLOGS_PER_PAGE, limit: BLOGS_PER_PAGE }),
      ]);
      return { items: await toCards(previews), failed: false, pages: blogPageCount(count) };
    },
    { items: [] as BlogCardData[], failed: true, pages: 1 },
  );
  return page > loaded.pages ? null : { ...loaded, page };
});

export type BlogPageState =
  | { kind: 'error' }
  | { kind: 'empty' }
  | {
      kind: 'post';
      blog: PublicBlog;
      /** The photo of the team member it is by, or ''. */
      authorPhoto: string;
      /** False when the id named no post and the first post stands in. */
      found: boolean;
      previous: BlogLink | null;
      next: BlogLink | null;
      /** "More Articles": up to five other posts, newest first. */
      more: BlogSummary[];
    };

/** "More Articles" from the newest posts: up to five, never the post itself. */
export function moreArticles(newest: BlogSummary[], id: string): BlogSummary[] {
  return newest.filter((b) => b._id !== id).slice(0, MORE_ARTICLES_MAX);
}

/**
 * What /blog/{slug} shows: the post at that address (its slug, or its id), or the first
 * (newest) post when it names none; its neighbours in list order; and up to five other posts. It reads that one post, its
 * two neighbours' titles and the six newest summaries, never the whole list.
 */
export const getBlogPage = cache((id: string) =>
  attempt<BlogPageState>(
    'blogs',
    async (store) => {
      let blog = await postAt(store, id);
      const found = blog !== null;
      if (!blog) {
        const [first] = await store.blogs.summaries({ limit: 1 });
        blog = first ? await store.blogs.getPublished(first._id) : null;
        if (!blog) return { kind: 'empty' };
      }
      const [{ previous, next }, newest, authorPhoto] = await Promise.all([
        store.blogs.neighbours(blog),
        store.blogs.summaries({ limit: MORE_ARTICLES_MAX + 1 }),
        authorPhotoOf(blog.authorMember),
      ]);
      const more = moreArticles(newest, blog._id);
      return { kind: 'post', blog, authorPhoto, found, previous, next, more };
    },
    { kind: 'error' },
  ),
);

// ---------------------------------------------------------------- the site's own content

/**
 * The settings for the metadata every page starts from (app/document.tsx), the panel's screens
 * included. This read does not count its render as under way (lib/renders.ts): a panel screen is
 * rendered per request and never cached, and one whose request never closes would hold every
 * write. A public page's render is counted by its other reads, made beside this one.
 */
export const getDocumentSettings = cache(() =>
  attempt<SiteSettings>('site settings', readSettings, defaultSettings(), false),
);

/** The settings every page shows; during a build the store's failure falls back to the seed's. */
export const getSiteSettings = cache((): Promise<SiteSettings> => {
  // The same read as the metadata's, once a render; this one counts the render.
  trackRender();
  return getDocumentSettings();
});

/** What a visitor sees of a service in a list: its card and footer link, not its page. */
export type ServiceSummary = Pick<
  Service,
  '_id' | 'slug' | 'title' | 'description' | 'icon' | 'accent' | 'footerLabel'
>;

const summaryOfService = ({
  _id,
  slug,
  title,
  description,
  icon,
  accent,
  footerLabel,
}: Service): ServiceSummary => ({ _id, slug, title, description, icon, accent, footerLabel });

/** The published services in the admins' order: the grid, the home teaser, the footer. */
export const getServices = cache(() =>
  read<ServiceSummary>('services', async (s) =>
    (await s.services.list()).filter((x) => !x.retired).map(summaryOfService),
  ),
);

/** Every published service with its page, for the pages to build and the sitemap. */
export const getPublishedServices = cache(() =>
  read<Service>('services', async (s) => (await s.services.list()).filter((x) => !x.retired)),
);

const publicFaq = ({ question, answer }: Faq): PublicFaq => ({ question, answer });

/** The home page's questions (and /services'), in order. */
export const getHomeFaqs = cache(() =>
  read<PublicFaq>('FAQs', async (s) => (await s.faqs.listFor({ home: true })).map(publicFaq)),
);

export type ServicePageState =
  | { kind: 'service'; service: Service; faqs: PublicFaq[] }
  /** A retired service, or an address a service had before its slug changed. */
  | { kind: 'redirect'; to: string }
  | { kind: 'none' };

/**
 * What /service/{slug} shows: the published service with that slug and its questions; a
 * redirect for a retired service (to /services) or an old slug (to the service's address now);
 * nothing for a slug no service ever had.
 */
export const getServicePage = cache((slug: string) =>
  attempt<ServicePageState>(
    'services',
    async (store) => {
      const found = await store.services.findBySlug(slug);
      if (!found) return { kind: 'none' };
      if (found.retired) return { kind: 'redirect', to: '/services' };
      if (found.slug !== slug) return { kind: 'redirect', to: servicePath(found.slug) };
      const faqs = await store.faqs.listFor({ service: found._id });
      return { kind: 'service', service: found, faqs: faqs.map(publicFaq) };
    },
    { kind: 'none' },
  ),
);
