import type { ReactNode } from 'react';

/** The opening band of an inner page: glow, grid, eyebrow, the page's h1 and its lead. */
export function PageHero({
  eyebrow,
  heading,
  text,
  children,
  align = 'center',
}: {
  eyebrow?: ReactNode;
  heading: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
}) {
  const centered = align === 'center';
  return (
    <section className="relative isolate overflow-hidden pt-32 pb-14 sm:pt-40 sm:pb-20">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_70%_70%_at_50%_0%,#000_30%,transparent_100%)]" />
        <div className="absolute -top-48 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgba(99,102,241,0.3),transparent)]" />
      </div>
      <div className={`container-site ${centered ? 'text-center' : ''}`}>
        {eyebrow && (
          <div className={`mb-5 flex ${centered ? 'justify-center' : ''}`}>
            {typeof eyebrow === 'string' ? <p className="eyebrow mb-0">{eyebrow}</p> : eyebrow}
          </div>
        )}
        <h1
          className={`font-display text-4xl leading-[1.08] font-bold tracking-[-0.03em] text-balance text-white sm:text-5xl lg:text-6xl ${
            centered ? 'mx-auto max-w-4xl' : 'max-w-4xl'
          }`}
        >
          {heading}
        </h1>
        {text && (
          <p
            className={`mt-6 text-lg leading-relaxed text-pretty text-slate-300 sm:text-xl ${
              centered ? 'mx-auto max-w-2xl' : 'max-w-2xl'
            }`}
          >
            {text}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
