import { SiteLink } from './site-link';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { BrandLogo } from './brand-logo';

/**
 * The 404 panel for pages that do not exist inside a known route (an unknown service slug, a
 * missing record). Small on purpose: the root not-found page travels in every page's payload.
 * Unknown paths elsewhere show the whole home page (app/(site)/[...missing]).
 */
export function NotFoundContent() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="relative isolate flex min-h-[80vh] items-center overflow-hidden py-24 outline-none"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgba(99,102,241,0.3),transparent)]"
      />
      <div className="container-site text-center">
        <SiteLink
          href="/"
          className="group mb-12 inline-flex items-center gap-2.5 rounded-lg"
          aria-label="Nimbus Studio, home"
        >
          <BrandLogo />
        </SiteLink>
        <p className="text-gradient font-display text-7xl font-bold tracking-tight sm:text-8xl">
          404
        </p>
        <h1 className="mt-6 font-display text-3xl font-semibold text-white sm:text-4xl">
          This page does not exist
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-slate-300">
          The link may be old or mistyped. Here is where most visitors go next.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink href="/" className={buttonClasses('primary', 'lg')}>
            <Icon name="home" size={18} />
            Back to Home
          </SiteLink>
          <SiteLink href="/services" className={buttonClasses('secondary', 'lg')}>
            Our services
          </SiteLink>
          <SiteLink href="/contact" className={buttonClasses('secondary', 'lg')}>
            Get in touch
          </SiteLink>
        </div>
      </div>
    </main>
  );
}
