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
        <ol className="mt-14 grid gap-5 md:grid-cols-3 lg:gap-6">
          {whyChooseUs.map((point, index) => (
            <li key={point.title} className="reveal card-why">
              <span
                aria-hidden="true"
                className="absolute top-6 right-7 font-display text-5xl font-bold text-white/[0.05]"
              >
                0{index + 1}
              </span>
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-lg shadow-indigo-900/50">
                <Icon name={ICONS[index % ICONS.length]} size={24} />
              </span>
              <h3 className="mt-6 font-display text-xl font-semibold text-white">{point.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-400">{point.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
