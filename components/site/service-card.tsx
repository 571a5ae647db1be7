import Link from 'next/link';
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
    <Link
      prefetch={false}
      href={`/service/${service.slug}`}
      style={{ '--accent': service.accent } as React.CSSProperties}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-white/10 bg-surface p-7 transition duration-300 hover:-translate-y-1 hover:border-[color-mix(in_srgb,var(--accent)_45%,transparent)] hover:bg-surface-2"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-56 rounded-full opacity-30 transition-opacity duration-500 group-hover:opacity-60"
        style={{ background: 'radial-gradient(closest-side, var(--accent), transparent)' }}
      />
      <span className="relative inline-flex size-12 items-center justify-center rounded-2xl border border-white/10 bg-[color-mix(in_srgb,var(--accent)_18%,transparent)] text-[color-mix(in_srgb,var(--accent)_55%,white)]">
        <Icon name={service.icon} size={24} />
      </span>
      <Heading className="relative mt-6 font-display text-xl font-semibold tracking-tight text-white">
        {service.title}
      </Heading>
      <p className="relative mt-3 flex-1 text-[0.95rem] leading-relaxed text-slate-400">
        {service.description}
      </p>
      <span className="relative mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-200 transition-colors group-hover:text-white">
        Explore service
        <Icon
          name="arrow-right"
          size={16}
          className="transition-transform duration-300 group-hover:translate-x-1"
        />
      </span>
    </Link>
  );
}
