import type { MetadataRoute } from 'next';
import { SERVICE_SLUGS } from '@/lib/content/services';
import { getBlogs } from '@/lib/data/public';
import { absoluteUrl } from '@/lib/seo';

// Regenerated with the blog pages (lib/revalidate.ts); this is the safety net.
export const revalidate = 300;

/** Every public page: the fixed pages, the nine services and every post. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const blogs = await getBlogs();
  const latest = blogs.items[0]?.updatedAt ?? blogs.items[0]?.createdAt;
  const pages: MetadataRoute.Sitemap = [
    { url: absoluteUrl('/'), changeFrequency: 'weekly', priority: 1 },
    { url: absoluteUrl('/services'), changeFrequency: 'monthly', priority: 0.9 },
    { url: absoluteUrl('/contact'), changeFrequency: 'yearly', priority: 0.8 },
    { url: absoluteUrl('/blogs'), changeFrequency: 'weekly', priority: 0.8, lastModified: latest },
  ];
  const services: MetadataRoute.Sitemap = SERVICE_SLUGS.map((slug) => ({
    url: absoluteUrl(`/service/${slug}`),
    changeFrequency: 'monthly',
    priority: 0.8,
  }));
  const posts: MetadataRoute.Sitemap = blogs.items.map((blog) => ({
    url: absoluteUrl(`/blog/${blog._id}`),
    lastModified: blog.updatedAt ?? blog.createdAt,
    changeFrequency: 'monthly',
    priority: 0.7,
  }));
  return [...pages, ...services, ...posts];
}
