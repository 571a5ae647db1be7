import Link from 'next/link';
import type { ServiceSummary } from '@/lib/data/public';
import { servicePath } from '@/lib/entities/service';
import { Icon } from '@/components/ui/icons';

/**
 * One service in the grid, leading to /service/{slug}; tinted with the service's accent. Its
 * children are styled by their place in the card (`card-service` in app/globals.css).
 */
export function ServiceCard({
  service,
  headingLevel = 'h3',
}: {
  service: ServiceSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <Link
      prefetch={false}
      href={servicePath(service.slug)}
      style={{ '--accent': service.accent } as React.CSSProperties}
      className="card-service group"
    >
      <span>
        <Icon name={service.icon} size={24} />
      </span>
      <Heading>{service.title}</Heading>
      <p>{service.description}</p>
      <span>Explore service</span>
    </Link>
  );
}
