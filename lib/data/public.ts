import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { cache } from 'react';
import { MORE_ARTICLES_MAX } from '@/lib/entities/blog';
import { getStore, type Store } from '@/lib/data';
import type { Blog, Project, Review, TeamMember } from '@/lib/entities';

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

async function read<T>(what: string, query: (store: Store) => Promise<T[]>): Promise<Loaded<T>> {
  try {
    const store = await getStore();
    return { items: await query(store), failed: false };
  } catch (error) {
    // Next.js sets NEXT_PHASE while it builds; it is not configuration (lib/env.ts).
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn(`[site] could not load ${what}; rendering an empty list (${reason})`);
    return { items: [], failed: true };
  }
}

export const getProjects = cache(() => read<Project>('projects', (s) => s.projects.list()));
export const getReviews = cache(() => read<Review>('reviews', (s) => s.reviews.list()));
export const getTeam = cache(() => read<TeamMember>('team members', (s) => s.team.list()));
/** Every post, newest first: the blog list, each post's neighbours and "More Articles". */
export const getBlogs = cache(() => read<Blog>('blogs', (s) => s.blogs.list()));

export type BlogPageState =
  | { kind: 'error' }
  | { kind: 'empty' }
  | {
      kind: 'post';
      blog: Blog;
      /** False when the id named no post and the first post stands in. */
      found: boolean;
      previous: Pick<Blog, '_id' | 'title'> | null;
      next: Pick<Blog, '_id' | 'title'> | null;
      more: Blog[];
    };

/**
 * What /blog/{id} shows, from the full list: the post with that id, or the first post when the
 * id names none; its neighbours in list order; and up to five other posts.
 */
export function selectBlogPage(loaded: Loaded<Blog>, id: string): BlogPageState {
  if (loaded.failed) return { kind: 'error' };
  const blogs = loaded.items;
  if (blogs.length === 0) return { kind: 'empty' };
  const at = blogs.findIndex((b) => b._id === id);
  const index = at === -1 ? 0 : at;
  const blog = blogs[index];
  const pick = (b: Blog | undefined) => (b ? { _id: b._id, title: b.title } : null);
  return {
    kind: 'post',
    blog,
    found: at !== -1,
    previous: pick(blogs[index - 1]),
    next: pick(blogs[index + 1]),
    more: blogs.filter((b) => b._id !== blog._id).slice(0, MORE_ARTICLES_MAX),
  };
}

export const getBlogPage = cache(async (id: string) => selectBlogPage(await getBlogs(), id));
