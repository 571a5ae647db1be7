import { revalidatePath } from 'next/cache';

export type SiteContent = 'projects' | 'reviews' | 'team' | 'blogs';

const HOME = ['/', '/home'];

/** The public pages that show each kind of content. */
export const PAGES_SHOWING: Record<SiteContent, string[]> = {
  projects: HOME,
  reviews: HOME,
  team: HOME,
  // The home page, the services pages and every post's sidebar list the latest posts.
  blogs: [...HOME, '/blogs', '/services', '/sitemap.xml'],
};

/**
 * After a change: regenerate the public pages that show it. Blog changes also refresh every
 * post page (previous/next links and "More Articles") and every service page (latest posts).
 */
export function revalidateSite(content: SiteContent): void {
  for (const path of PAGES_SHOWING[content]) revalidatePath(path);
  if (content === 'blogs') {
    revalidatePath('/blog/[id]', 'page');
    revalidatePath('/service/[srv]', 'page');
  }
}

/** A new comment shows only on its post. */
export function revalidateBlogPost(id: string): void {
  revalidatePath(`/blog/${id}`);
}
