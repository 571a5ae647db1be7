import { notFound } from 'next/navigation';
import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { getSiteSettings } from '@/lib/data/public';
import { getCaseStudies, getCaseStudy } from '@/lib/data/public-projects';

export const alt = 'Case study';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
// A case study added in the panel gets its card on its first request.
export const dynamicParams = true;
export const revalidate = 300;

export async function generateStaticParams() {
  return (await getCaseStudies()).items.map((p) => ({ slug: p.slug }));
}

/** Each case study's social card: its title, and its first result where it has one. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const [project, settings] = await Promise.all([
    getCaseStudy((await params).slug),
    getSiteSettings(),
  ]);
  if (!project) notFound();
  const result = project.results[0];
  return ogCard({
    kicker: project.client ? `Case study: ${project.client}` : 'Case study',
    title: project.title,
    footer: result ? `${result.figure} ${result.label}` : 'See how we did it',
    siteName: settings.name,
  });
}
