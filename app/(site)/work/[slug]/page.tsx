import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyPage } from '@/components/site/work/case-study-page';
import { getServices, getSiteSettings } from '@/lib/data/public';
import { getCaseStudies, getCaseStudy } from '@/lib/data/public-projects';
import { caseStudyPath } from '@/lib/entities';
import { excerpt } from '@/lib/seo';
import { pageMetadata } from '@/lib/page-metadata';

export const revalidate = 300;
// The published case studies are built ahead; one added in the panel renders on its first
// request (the site is regenerated after every change, lib/revalidate.ts); any other slug is a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getCaseStudies()).items.map((p) => ({ slug: p.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await getCaseStudy((await params).slug);
  if (!project) return {};
  return pageMetadata({
    title: `${project.title}: Case Study`,
    description: excerpt(project.description),
    path: caseStudyPath(project.slug),
    type: 'article',
    modifiedTime: project.updatedAt,
    // Its own card: ./opengraph-image.tsx.
    ownImage: true,
  });
}

/** /work/{slug}: a published project's case study; a project without one has no page. */
export default async function WorkPage({ params }: Props) {
  const [project, services, settings] = await Promise.all([
    getCaseStudy((await params).slug),
    getServices(),
    getSiteSettings(),
  ]);
  if (!project) notFound();
  const used = project.services
    .map((slug) => services.items.find((s) => s.slug === slug))
    .filter((s) => s !== undefined);
  return <CaseStudyPage project={project} services={used} siteName={settings.name} />;
}
