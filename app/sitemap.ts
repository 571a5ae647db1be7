import { postPath } from '@/lib/entities/post-slug';
import type { MetadataRoute } from 'next';
import { blogListPath, getBlogSummaries, getServices } from '@/lib/data/public';
import { servicePath } from '@/lib/entities/service';
import { blogPageCount } from '@/lib/entities/blog';
import { absoluteUrl } from '@/lib/seo';
import { getCaseStudies } from '@/lib/data/public-projects';
import { caseStudyPath } from '@/lib/entities';

// Regenerated with the whole site after every change (lib/revalidate.ts); this is the safety net.
export const revalidate = 300;

/**
 * Every public page: the fixed pages, the published services and case studies, every page of the blog list and every
 * post. Read from the posts' summaries: no text and no comments.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [blogs, published, caseStudies] = await Promise.all([
    getBlogSummaries(),
    getServices(),
    getCaseStudies(),
  ]);
  const latest = blogs.items[0]?.updatedAt ?? blogs.items[0]?.createdAt;
  const pages: MetadataRoute.Sitemap = [
    { url: absoluteUrl('/'), changeFrequency: 'weekly', priority: 1 },
    { url: absoluteUrl('/services'), changeFrequency: 'monthly', priority: 0.9 },
    { url: absoluteUrl('/work'), changeFrequency: 'monthly', priority: 0.9 },
    { url: absoluteUrl('/contact'), changeFrequency: 'yearly', priority: 0.8 },
    { url: absoluteUrl('/blogs'), changeFrequency: 'weekly', priority: 0.8, lastModified: latest },
  ];
  const listPages: MetadataRoute.Sitemap = Array.from(
    { length: blogPageCount(blogs.items.length) - 1 },
    (_, i) => ({
      url: absoluteUrl(blogListPath(i + 2)),
      changeFrequency: 'weekly',
      priority: 0.5,
    }),
  );
  const services: MetadataRoute.Sitemap = published.items.map(({ slug }) => ({
    url: absoluteUrl(servicePath(slug)),
    changeFrequency: 'monthly',
    priority: 0.8,
  }));
  const posts: MetadataRoute.Sitemap = blogs.items.map((blog) => ({
    url: absoluteUrl(postPath(blog)),
    lastModified: blog.updatedAt ?? blog.createdAt,
    changeFrequency: 'monthly',
    priority: 0.7,
  }));
  const work: MetadataRoute.Sitemap = caseStudies.items.map((p) => ({
    url: absoluteUrl(caseStudyPath(p.slug)),
    lastModified: p.updatedAt,
    changeFrequency: 'monthly',
    priority: 0.8,
  }));
  return [...pages, ...listPages, ...services, ...work, ...posts];
}
