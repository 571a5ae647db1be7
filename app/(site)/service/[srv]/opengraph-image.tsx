import { notFound } from 'next/navigation';
import { OG_CONTENT_TYPE, OG_SIZE, ogCard } from '@/components/site/og/og-card';
import { SERVICE_SLUGS, getService } from '@/lib/content/services';

export const alt = 'Service';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICE_SLUGS.map((srv) => ({ srv }));
}

/** Each service's social card, in the service's accent colour. */
export default async function Image({ params }: { params: Promise<{ srv: string }> }) {
  const service = getService((await params).srv);
  if (!service) notFound();
  return ogCard({
    kicker: `${service.title} services`,
    title: service.heroHeading,
    footer: 'Order now: free consultation',
    accent: service.accent,
  });
}
