import type { ServiceSummary } from '@/lib/data/public';
import { ServiceCard } from './service-card';

/** The published services' cards, in order: the services page and the home teaser. */
export function ServicesGrid({
  services,
  headingLevel = 'h3',
}: {
  services: ServiceSummary[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {services.map((service) => (
        <li key={service._id} className="reveal">
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
