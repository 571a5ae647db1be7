import { sections } from '@/lib/content/page-copy';
import { SectionHeading } from '../section-heading';

/** About us (#analytics): the studio's figures, from the settings. */
export function Stats({
  stats,
}: {
  stats: { value: string; label: string; description: string }[];
}) {
  return (
    <section id="analytics" aria-labelledby="analytics-heading" className="relative section-y">
      <div aria-hidden="true" className="stats-glow" />
      <div className="container-site grid gap-14 lg:grid-cols-12 lg:gap-12">
        <SectionHeading
          id="analytics-heading"
          align="left"
          eyebrow={sections.stats.eyebrow}
          heading={sections.stats.heading}
          text={sections.stats.text}
          className="lg:col-span-5"
        />
        <dl className="grid grid-cols-2 gap-4 sm:gap-5 lg:col-span-7">
          {stats.map((stat, index) => (
            <div
              key={index}
              className={`reveal card-stat ${
                index === 0 ? 'col-span-2 sm:col-span-1' : ''
              } ${index === stats.length - 1 ? 'sm:col-span-2' : ''}`}
            >
              <dt>{stat.label}</dt>
              <dd className="card-stat-value">{stat.value}</dd>
              <dd className="card-stat-text">{stat.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
