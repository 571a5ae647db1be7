import { revalidatePath } from 'next/cache';
import { SERVICE_SLUGS } from '@/lib/content/services';
import {
  BLOG_FEED_PATH,
  FEED_SIZE,
  HOME_BLOG_COUNT,
  MORE_ARTICLES_MAX,
  BLOGS_PER_PAGE,
  blogPageCount,
} from '@/lib/entities/blog';
import { blogListPath } from '@/lib/data/public';
import type { Store } from '@/lib/data/store';
import type { Blog, BlogSummary } from '@/lib/entities';
import { cardText, plainText, readingMinutes } from '@/lib/markdown';

export type SiteContent = 'projects' | 'reviews' | 'team' | 'blogs';

/**
 * The pages that show the home page: '/', '/home', and the 404 for URLs no route matches
 * (app/global-not-found.tsx), one static page Next.js serves as its route '/_not-found'.
 */
const HOME = ['/', '/home', '/_not-found'];

/** Every page that shows the newest posts (the "latest articles" block). */
const LATEST_POSTS_PAGES = [
  ...HOME,
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/service/${slug}`),
];

/**
 * The blog post page's route as Next.js names it, route group included. Only unknown ids use it:
 * /blog/{unknown} shows the newest post, under a path no change can name. A unit test checks it
 * against the app directory, since a renamed group would make this tag match nothing.
 */
export const BLOG_POST_ROUTE = '/(site)/blog/[id]';

/**
 * One version of the blog as the public pages see it: every post's summary, newest first, and
 * what the cards and the feed show of the changed post's text. The text of the other posts is
 * the same in both versions, so it never needs reading.
 */
interface Version {
  list: BlogSummary[];
  changed: string;
  /** The changed post's excerpt and reading time; null when unknown (then it counts as changed). */
  text: string | null;
}

/** What a card and a feed item show of a post's text. */
function textOf(post: Pick<Blog, 'description'> | null | undefined): string | null {
  if (!post) return null;
  const plain = plainText(post.description);
  return JSON.stringify([cardText(plain), readingMinutes(post.description)]);
}

/**
 * What a public page shows of the blog, as a comparable string: two versions that give a page
 * the same string render it the same. Each mirrors the fields its components display.
 */
function card(v: Version, b: BlogSummary) {
  return [b._id, b.title, b.imageURL, b.author, b.createdAt, b._id === v.changed ? v.text : ''];
}

const cards = (v: Version, from: number, to: number) =>
  JSON.stringify(v.list.slice(from, to).map((b) => card(v, b)));

const pageCount = (v: Version) => blogPageCount(v.list.length);

/** A page of the list: its cards, and the links to every page (so the page count). */
const listPage = (v: Version, page: number) =>
  `${pageCount(v)}:${cards(v, (page - 1) * BLOGS_PER_PAGE, page * BLOGS_PER_PAGE)}`;

// The feed shows no image: an item is its title, link, author, date and text.
const feed = (v: Version) =>
  JSON.stringify(
    v.list
      .slice(0, FEED_SIZE)
      .map((b) => [b._id, b.title, b.author, b.createdAt, b._id === v.changed ? v.text : '']),
  );

// Each post's last change: the sitemap's lastmod for the post, and for /blogs from the newest;
// and the list pages it names.
const sitemap = (v: Version) =>
  JSON.stringify([pageCount(v), v.list.map((b) => [b._id, b.updatedAt ?? b.createdAt])]);

/**
 * What /blog/{id} shows of the other posts: the titles of its Previous and Next neighbours, and
 * "More Articles" (title, thumbnail, date of up to five others). Its own content is the changed
 * post's business: a changed post's page is always regenerated.
 */
function postPage(v: Version, id: string): string {
  const at = v.list.findIndex((b) => b._id === id);
  if (at === -1) return 'none';
  const title = (b: BlogSummary | undefined) => (b ? [b._id, b.title] : null);
  const more = v.list
    .slice(0, MORE_ARTICLES_MAX + 1)
    .filter((b) => b._id !== id)
    .slice(0, MORE_ARTICLES_MAX)
    .map((b) => [b._id, b.title, b.imageURL, b.createdAt]);
  return JSON.stringify([title(v.list[at - 1]), title(v.list[at + 1]), more]);
}

/**
 * The concrete paths whose content differs between two versions of the blog, each page compared
 * on what it shows. A post page counts under both versions, so a deleted post's page and its old
 * neighbours refresh too. `unknownIds` says whether the page an unknown id gets (the newest post)
 * changed.
 */
function blogPagesChanged(before: Version, after: Version) {
  const paths: string[] = [];
  const latest = (v: Version) => cards(v, 0, HOME_BLOG_COUNT);
  if (latest(before) !== latest(after)) paths.push(...LATEST_POSTS_PAGES);
  const pages = Math.max(pageCount(before), pageCount(after));
  for (let page = 1; page <= pages; page += 1) {
    if (listPage(before, page) !== listPage(after, page)) paths.push(blogListPath(page));
  }
  const ids = new Set([...before.list, ...after.list].map((b) => b._id));
  for (const id of ids) {
    if (id === after.changed || postPage(before, id) !== postPage(after, id)) {
      paths.push(`/blog/${id}`);
    }
  }
  if (feed(before) !== feed(after)) paths.push(BLOG_FEED_PATH);
  if (sitemap(before) !== sitemap(after)) paths.push('/sitemap.xml');
  const newest = (v: Version) => v.list[0]?._id ?? '';
  const unknownIds =
    newest(before) !== newest(after) ||
    newest(after) === after.changed ||
    postPage(before, newest(before)) !== postPage(after, newest(after));
  return { paths, unknownIds };
}

const summaryOf = ({ _id, title, imageURL, author, createdAt, updatedAt }: Blog): BlogSummary => ({
  _id,
  title,
  imageURL,
  author,
  createdAt,
  updatedAt,
});

/** The list as it is after one record was created, changed or deleted: newest first. */
function withChange(blogs: BlogSummary[], id: string, after: BlogSummary | null): BlogSummary[] {
  if (!after) return blogs.filter((b) => b._id !== id);
  // A changed record keeps its place (createdAt never changes); a new one goes first among
  // records as old as it, as the stores order them.
  if (blogs.some((b) => b._id === id)) return blogs.map((b) => (b._id === id ? after : b));
  const at = blogs.findIndex((b) => b.createdAt <= after.createdAt);
  return at === -1 ? [...blogs, after] : [...blogs.slice(0, at), after, ...blogs.slice(at)];
}

export interface SiteChange {
  /**
   * After the write succeeded: `after` is the record as now stored (null once deleted).
   * Regenerates every public page that shows something different, so the next request of each
   * shows the change.
   */
  revalidate(id: string, after: { _id: string } | null): void;
}

/**
 * Opens a change to the site's content, before the write. Projects, reviews and team members
 * appear only on the home page, all of them, so any change refreshes it. A blog change reads
 * every post's summary first (ids, titles, images, authors, dates: no text, no comments): which
 * pages it touches depends on where the post sits (the newest three are on the home and services
 * pages, twelve on each list page, the newest six in every post's "More Articles", the newest
 * twenty in the feed) and on its neighbours before and after. `stored` is the post as it was
 * before the change, when the caller read it: with it, a change that leaves the post's text alone
 * (a comment, a new title) does not count as a new excerpt on the cards. A failed read fails the
 * request before anything is written.
 */
export async function startSiteChange(
  content: SiteContent,
  store: Store,
  stored?: { _id: string } | null,
): Promise<SiteChange> {
  if (content !== 'blogs') {
    return { revalidate: () => HOME.forEach((path) => revalidatePath(path)) };
  }
  const list = await store.blogs.summaries();
  const textBefore = textOf(stored as Blog | null | undefined);
  return {
    revalidate(id, record) {
      const after = record as Blog | null;
      const changed = after?._id ?? id.toLowerCase();
      const textAfter = textOf(after);
      const before: Version = {
        list,
        changed,
        // Unknown before: different from anything, so every card of the post counts as changed.
        text: stored && stored._id === changed ? textBefore : null,
      };
      const next: Version = {
        list: withChange(list, changed, after && summaryOf(after)),
        changed,
        text: textAfter,
      };
      const result = blogPagesChanged(before, next);
      for (const path of result.paths) revalidatePath(path);
      if (result.unknownIds) revalidatePath(BLOG_POST_ROUTE, 'page');
    },
  };
}

/** Regenerates every page of the site: the site's own content shows on all of them. */
export function revalidateSite(): void {
  revalidatePath('/', 'layout');
}
