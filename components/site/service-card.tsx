import { SiteLink } from './site-link';
import type { Service } from '@/lib/content/services';
import { Icon } from '@/components/ui/icons';

/** One service in the grid, leading to /service/{slug}; tinted with the service's accent. */
export function ServiceCard({
  service,
  headingLevel = 'h3',
}: {
  service: Service;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <SiteLink
      prefetch={false}
      href={`/service/${service.slug}`}
      style={{ '--accent': service.accent } as React.CSSProperties}
      className="card-service group"
    >
      <span className="card-service-icon">
        <Icon name={service.icon} size={24} />
      </span>
      <Heading className="card-service-title">{service.title}</Heading>
      <p className="card-service-text">{service.description}</p>
      <span className="card-service-more">Explore service</span>
    </SiteLink>
  );
}
