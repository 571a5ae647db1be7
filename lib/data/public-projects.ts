import { cache } from 'react';
import { hasCaseStudy, type Project } from '@/lib/entities';
import { getProjects } from './public';

/**
 * The public pages' views of the published projects (./public.ts reads them once per render):
 * the home page's featured ones, the case studies and a service's case studies.
 */

/** The home page's projects: the featured ones, in the admins' order. */
export const getFeaturedProjects = cache(async () => {
  const projects = await getProjects();
  return { ...projects, items: projects.items.filter((p) => p.featured) };
});

/** The published projects that have a case-study page. */
export const getCaseStudies = cache(async () => {
  const projects = await getProjects();
  return { ...projects, items: projects.items.filter(hasCaseStudy) };
});

/** The case study at this slug, if it is published and has its page. */
export async function getCaseStudy(slug: string): Promise<Project | null> {
  return (await getCaseStudies()).items.find((p) => p.slug === slug) ?? null;
}

/** The case studies that used this service (by its slug), in the admins' order. */
export async function getServiceCaseStudies(serviceSlug: string): Promise<Project[]> {
  return (await getCaseStudies()).items.filter((p) => p.services.includes(serviceSlug));
}
