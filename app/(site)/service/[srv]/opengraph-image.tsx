import { notFound } from 'next/navigation';
import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { getPublishedServices, getServicePage, getSiteSettings } from '@/lib/data/public';

export const alt = 'Service';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
// A service added in the panel gets its card on its first request.
export const dynamicParams = true;
export const revalidate = 300;

export async function generateStaticParams() {
  return (await getPublishedServices()).items.map((s) => ({ srv: s.slug }));
}

/** Each service's social card, in the service's accent colour. */
export default async function Image({ params }: { params: Promise<{ srv: string }> }) {
  const [page, settings] = await Promise.all([
    getServicePage((await params).srv),
    getSiteSettings(),
  ]);
  if (page.kind !== 'service') notFound();
  const { service } = page;
  return ogCard({
    kicker: `${service.title} services`,
    title: service.heroHeading,
    footer: 'Order now: free consultation',
    accent: service.accent,
    siteName: settings.name,
  });
}
