import { whyChooseUs } from '@/lib/content/site';
import { sections } from '@/lib/content/page-copy';
import { Icon } from '@/components/ui/icons';
import { SectionHeading } from '../section-heading';

const ICONS = ['target', 'layers', 'life-buoy'] as const;

/** Three reasons: Results That Matter, All-in-One Digital Partner, Transparent Ongoing Support. */
export function WhyChooseUs({ headingId = 'why-heading' }: { headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="section-y">
      <div className="container-site">
        <SectionHeading
          id={headingId}
          eyebrow={sections.why.eyebrow}
          heading={sections.why.heading}
        />
        <ol className="mt-14 grid gap-5 lg:grid-cols-3 lg:gap-6">
          {whyChooseUs.map((point, index) => (
            <li key={index} className="reveal card-why">
              <span aria-hidden="true" className="card-why-number">
                0{index + 1}
              </span>
              <span className="card-why-icon">
                <Icon name={ICONS[index % ICONS.length]} size={24} />
              </span>
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
