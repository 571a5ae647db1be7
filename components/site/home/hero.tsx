import type { ReactNode } from 'react';
import { clientLogos, hero } from '@/lib/content/site';
import { ButtonLink } from '../button-link';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icons';
import { Stars } from '@/components/ui/stars';
import { LogoMarquee } from '../logo-marquee';

/**
 * The landing hero: headline, subline, rating badge (the settings' figures), 'Book a call' and the
 * client strip; `notice` first, when the page stands in for an address that does not exist.
 */
export function Hero({
  rating,
  reviewCount,
  notice,
}: {
  rating: string;
  reviewCount: string;
  notice?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden pt-32 pb-16 sm:pt-40 sm:pb-24 lg:pt-44"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="bg-grid hero-grid" />
        <div className="hero-glow-indigo" />
        <div className="hero-glow-cyan" />
        <div className="hero-glow-violet" />
      </div>

      {notice && (
        <div className="container-site mb-8">
          <div className="mx-auto max-w-3xl">{notice}</div>
        </div>
      )}
      <div className="container-site text-center">
        <p className="mx-auto inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-white/10 bg-white/[0.04] py-2 pr-4 pl-2 text-sm text-slate-300 shadow-lg shadow-black/20">
          <span className="rounded-full bg-white px-2.5 py-0.5 font-display text-sm font-bold text-ink">
            {rating}
          </span>
          <Stars label={`Rated ${rating} out of 5`} size={15} />
          <span>
            from <strong className="font-semibold text-white">{reviewCount}</strong> reviews
          </span>
        </p>

        <h1
          id="hero-heading"
          className="mx-auto mt-8 max-w-5xl font-display text-[2.6rem] leading-[1.05] font-bold tracking-[-0.035em] text-balance text-white sm:text-6xl lg:text-7xl xl:text-[5.5rem]"
        >
          <span className="block">{hero.headline[0]}</span>
          <span className="text-gradient block pb-2">{hero.headline[1]}</span>
        </h1>

        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-300 sm:text-xl">
          {hero.subline}
        </p>

        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          <ButtonLink href={hero.ctaHref} size="lg" className="w-full sm:w-auto">
            <Icon name="calendar" size={18} />
            {hero.ctaLabel}
          </ButtonLink>
          {/* A link within the page: the browser scrolls, and the next Tab goes on from Works. */}
          <a href="#works" className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
            See our work
            <Icon name="arrow-right" size={18} />
          </a>
        </div>
      </div>

      <div className="mt-20 sm:mt-24">
        <p className="container-site text-center text-sm font-medium tracking-[0.18em] text-slate-400 uppercase">
          {hero.trustedLine}
        </p>
        <div className="mt-8">
          <LogoMarquee logos={clientLogos} label="Our clients" height={40} />
        </div>
      </div>
    </section>
  );
}
