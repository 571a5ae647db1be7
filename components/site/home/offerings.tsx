import { offerings } from '@/lib/content/site';
import { sections } from '@/lib/content/page-copy';
import { ButtonLink } from '../button-link';
import { Icon } from '@/components/ui/icons';

/** The offerings panel: four signature engagements, each with three features. */
export function Offerings() {
  return (
    <section aria-labelledby="offerings-heading" className="py-10 sm:py-16">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-[2rem] border border-white/10 bg-[linear-gradient(135deg,#1b1f4d_0%,#121a3a_45%,#0f2a3a_100%)] p-6 sm:p-10 lg:p-14">
          <div aria-hidden="true" className="bg-grid offerings-grid" />
          <div className="relative grid gap-10 lg:grid-cols-12 lg:gap-14">
            <div className="lg:col-span-4">
              <p className="text-xs font-semibold tracking-[0.16em] text-cyan-200 uppercase">
                {sections.offerings.eyebrow}
              </p>
              <h2
                id="offerings-heading"
                className="mt-4 font-display text-3xl leading-tight font-semibold tracking-tight text-white sm:text-4xl"
              >
                {sections.offerings.heading}
              </h2>
              <p className="mt-5 leading-relaxed text-slate-300">{sections.offerings.text}</p>
              <ButtonLink href="/contact" variant="light" className="mt-8">
                Discuss your project
                <Icon name="arrow-right" size={18} />
              </ButtonLink>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-8 lg:gap-5">
              {offerings.map((offering, index) => (
                <li key={index} className="reveal card-offering">
                  <h3>{offering.title}</h3>
                  <p>{offering.description}</p>
                  <ul>
                    {offering.features.map((feature, n) => (
                      <li key={n} className="feature-check">
                        {feature}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
