import { revalidatePath } from 'next/cache';
import { SERVICE_SLUGS } from '@/lib/content/services';
import { HOME_BLOG_COUNT } from '@/lib/entities/blog';
import { selectBlogPage } from '@/lib/data/public';
import type { Store } from '@/lib/data/store';
import type { Blog } from '@/lib/entities';

export type SiteContent = 'projects' | 'reviews' | 'team' | 'blogs';

const HOME = ['/', '/home'];

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
 * What a public page shows of the blog list, as a comparable string: two lists that give a page
 * the same string render it the same. Each mirrors the fields its components display.
 */
const card = (b: Blog) => [b._id, b.title, b.description, b.imageURL, b.author, b.createdAt];

const latestPosts = (blogs: Blog[]) => JSON.stringify(blogs.slice(0, HOME_BLOG_COUNT).map(card));

const blogList = (blogs: Blog[]) => JSON.stringify(blogs.map(card));

// Each post's last change: the sitemap's lastmod for the post, and for /blogs from the newest.
const sitemap = (blogs: Blog[]) =>
  JSON.stringify(blogs.map((b) => [b._id, b.updatedAt ?? b.createdAt]));

/**
 * /blog/{id}: the whole post (text, image, comments, dates for the metadata), the titles of its
 * Previous and Next neighbours, and "More Articles" (title, thumbnail, date of up to five others).
 */
function postPage(blogs: Blog[], id: string): string {
  const state = selectBlogPage({ items: blogs, failed: false }, id);
  if (state.kind !== 'post') return state.kind;
  const { blog, found, previous, next, more } = state;
  const others = more.map((b) => [b._id, b.title, b.imageURL, b.createdAt]);
  return JSON.stringify({ blog, found, previous, next, others });
}

/**
 * The concrete paths whose content differs between two versions of the blog list (newest
 * first), each page compared on what it shows. A post page counts under both versions, so a
 * deleted post's page and its old neighbours refresh too. `unknownIds` says whether the page an
 * unknown id gets (the newest post) changed.
 */
function blogPagesChanged(before: Blog[], after: Blog[]) {
  const paths: string[] = [];
  if (latestPosts(before) !== latestPosts(after)) paths.push(...LATEST_POSTS_PAGES);
  if (blogList(before) !== blogList(after)) paths.push('/blogs');
  const ids = new Set([...before, ...after].map((b) => b._id));
  for (const id of ids) {
    if (postPage(before, id) !== postPage(after, id)) paths.push(`/blog/${id}`);
  }
  if (sitemap(before) !== sitemap(after)) paths.push('/sitemap.xml');
  return { paths, unknownIds: postPage(before, '') !== postPage(after, '') };
}

/** The list as it is after one record was created, changed or deleted: newest first. */
function withChange(blogs: Blog[], id: string, after: Blog | null): Blog[] {
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
 * the list first: which pages it touches depends on where the post sits (the newest three are
 * on the home and services pages, the newest six in every post's "More Articles") and on its
 * neighbours before and after. A failed read fails the request before anything is written.
 */
export async function startSiteChange(content: SiteContent, store: Store): Promise<SiteChange> {
  if (content !== 'blogs') {
    return { revalidate: () => HOME.forEach((path) => revalidatePath(path)) };
  }
  const before = await store.blogs.list();
  return {
    revalidate(id, after) {
      const changed = blogPagesChanged(before, withChange(before, id, after as Blog | null));
      for (const path of changed.paths) revalidatePath(path);
      if (changed.unknownIds) revalidatePath(BLOG_POST_ROUTE, 'page');
    },
  };
}
