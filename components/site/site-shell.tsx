import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { site } from '@/lib/content/site';
import { headerCta, headerLinks } from '@/lib/content/page-copy';
import { Icon } from '@/components/ui/icons';
import { BrandLogo } from './brand-logo';
import { FocusOnNavigation } from './focus-on-navigation';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppLink } from './whatsapp-link';

/**
 * Everything around a public page: skip link, header, footer, the floating WhatsApp and
 * scroll-to-top buttons and the notices. Pages render their own <main id="main">.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader
        links={headerLinks}
        cta={headerCta}
        logo={<BrandLogo eager />}
        logoLabel={`${site.name}, home`}
      />
      {children}
      <SiteFooter />
      {/* In a landmark of their own, so that moving by landmarks reaches them too. */}
      <aside aria-label="Quick actions">
        <WhatsAppLink />
        <ScrollToTop>
          <Icon name="arrow-up" size={20} />
        </ScrollToTop>
      </aside>
      <Toaster />
      <FocusOnNavigation />
    </>
  );
}
