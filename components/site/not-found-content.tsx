import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { BrandLogo } from './brand-logo';

/**
 * The 404 panel for a notFound() inside a known route. Small on purpose: the root not-found page
 * travels in every page's payload, twice (the site's route group gets a copy); one element built
 * once here is sent once, the copy as a reference. URLs no route matches show the whole home
 * page (app/global-not-found.tsx).
 */
const panel = (
  <main id="main" tabIndex={-1} className="not-found">
    <div aria-hidden="true" className="not-found-glow" />
    <div className="container-site text-center">
      <Link href="/" className="group not-found-brand" aria-label="Nimbus Studio, home">
        <BrandLogo />
      </Link>
      <p className="not-found-code">404</p>
      <h1 className="not-found-title">This page does not exist</h1>
      <p className="not-found-text">
        The link may be old or mistyped. Here is where most visitors go next.
      </p>
      <div className="not-found-actions">
        <Link href="/" className={buttonClasses('primary', 'lg')}>
          <Icon name="home" size={18} />
          Back to Home
        </Link>
        <Link href="/services" className={buttonClasses('secondary', 'lg')}>
          Our services
        </Link>
        <Link href="/contact" className={buttonClasses('secondary', 'lg')}>
          Get in touch
        </Link>
      </div>
    </div>
  </main>
);

export function NotFoundContent() {
  return panel;
}
