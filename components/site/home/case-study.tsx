import { Img } from '@/components/ui/img';
import type { ComponentType, ReactNode } from 'react';
import { caseStudy } from '@/lib/content/site';
import { caseStudyUrl, sections } from '@/lib/content/page-copy';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

type RevealWrapper = ComponentType<{ children: ReactNode; className?: string }>;

function Still({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}

/**
 * 'Our Recent Story With Didit': the featured case study, at least 90vh tall. `Reveal` wraps
 * the screenshot (the home page passes its scroll reveal; the 404 page keeps it still).
 */
export function CaseStudy({ Reveal = Still }: { Reveal?: RevealWrapper }) {
  return (
    <section
      aria-labelledby="case-study-heading"
      className="relative flex min-h-[90vh] items-center overflow-hidden section-y"
    >
      <div aria-hidden="true" className="case-study-glow" />
      <div className="container-site grid items-center gap-14 lg:grid-cols-12 lg:gap-12">
        <div className="reveal lg:col-span-5">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-cyan-300/25 bg-cyan-400/10 px-3.5 py-1 text-xs font-semibold tracking-[0.16em] text-cyan-200 uppercase">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-cyan-300" />
            {sections.caseStudyEyebrow}
          </p>
          <h2
            id="case-study-heading"
            className="font-display text-3xl leading-[1.15] font-semibold tracking-tight text-balance text-white sm:text-4xl lg:text-[2.75rem]"
          >
            {caseStudy.title}
          </h2>

          <div className="mt-8 flex items-stretch gap-4">
            <div className="flex-1 rounded-2xl border border-white/10 bg-white/[0.03] p-5">
              <p className="text-xs font-semibold tracking-[0.14em] text-slate-400 uppercase">
                {caseStudy.client}
              </p>
              <p className="mt-2 font-display text-lg leading-snug font-semibold text-white">
                {caseStudy.tagline}
              </p>
            </div>
            <div className="card-gradient-border flex w-36 shrink-0 flex-col justify-center rounded-2xl p-5 text-center [--card-bg:#141c40]">
              <p className="text-gradient font-display text-4xl font-bold tracking-tight">
                {caseStudy.stat}
              </p>
              <p className="mt-1 text-sm text-slate-300">{caseStudy.statLabel}</p>
            </div>
          </div>

          <h3 className="mt-9 heading-sm">{caseStudy.overviewHeading}</h3>
          <p className="mt-3 leading-relaxed text-slate-300">{caseStudy.overview}</p>

          <ul className="mt-6 space-y-3">
            {caseStudy.bullets.map((bullet, index) => (
              <li key={index} className="flex items-start gap-3 text-slate-200">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-300">
                  <Icon name="check" size={15} />
                </span>
                {bullet}
              </li>
            ))}
          </ul>

          <p className="mt-6 leading-relaxed text-slate-300">{caseStudy.contribution}</p>

          <a
            href={caseStudyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'md', 'mt-9')}
          >
            {caseStudy.buttonLabel}
            <Icon name="arrow-up-right" size={18} />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>

        <div className="lg:col-span-7">
          <Reveal className="relative">
            <div aria-hidden="true" className="case-study-shot-glow" />
            <div className="overflow-hidden rounded-2xl border border-white/10 bg-surface shadow-2xl shadow-black/50 sm:rounded-3xl">
              <Img
                src={caseStudy.image}
                alt={caseStudy.imageAlt}
                width={1200}
                height={800}
                // Drawn 1200 px wide by `npm run art` and served as it is (isDrawnPicture); the page
                // shows it at most 720 px wide.
                className="h-auto w-full"
              />
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
