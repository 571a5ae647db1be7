import { services } from '@/lib/content/services';
import { ServiceCard } from './service-card';

/** The nine service cards: the services page and the home teaser. */
export function ServicesGrid({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {services.map((service) => (
        <li key={service.slug} className="reveal">
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
