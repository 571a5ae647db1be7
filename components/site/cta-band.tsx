import { cta } from '@/lib/content/site';
import { ButtonLink } from './button-link';
import { Icon } from '@/components/ui/icons';

/** The call-to-action band above the footer. */
export function CtaBand() {
  return (
    <section aria-labelledby="cta-heading" className="pt-6 pb-20 sm:pb-28">
      <div className="container-site">
        <div className="reveal relative isolate overflow-hidden rounded-[2rem] bg-[linear-gradient(120deg,#4f46e5_0%,#7c3aed_55%,#0e7490_100%)] px-6 py-14 text-center shadow-2xl shadow-indigo-950/60 sm:px-12 sm:py-20">
          <div aria-hidden="true" className="bg-grid cta-grid" />
          <div aria-hidden="true" className="cta-glow" />
          <h2
            id="cta-heading"
            className="mx-auto max-w-3xl font-display text-3xl leading-tight font-bold tracking-tight text-balance text-white sm:text-5xl"
          >
            {cta.heading}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-indigo-50 sm:text-lg">
            {cta.text}
          </p>
          <ButtonLink href={cta.buttonHref} variant="light" size="lg" className="mt-9">
            {cta.buttonLabel}
            <Icon name="arrow-right" size={18} />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
