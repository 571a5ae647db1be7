import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { headerCta, headerLinks } from '@/lib/content/page-copy';
import { Icon } from '@/components/ui/icons';
import { getServices, getSiteSettings } from '@/lib/data/public';
import { siteView } from '@/lib/data/site-content';
import { BrandLogo } from './brand-logo';
import { FocusOnNavigation } from './focus-on-navigation';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppLink } from './whatsapp-link';

/**
 * Everything around a public page, with the agency's details and services from the store: skip link, header, footer, the floating WhatsApp and
 * scroll-to-top buttons and the notices. Pages render their own <main id="main">.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [settings, services] = await Promise.all([getSiteSettings(), getServices()]);
  const site = siteView(settings);
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
      <SiteFooter site={site} services={services.items} />
      {/* In a landmark of their own, so that moving by landmarks reaches them too; one stack,
          so they never overlap each other. */}
      <aside aria-label="Quick actions" className="float-stack">
        <WhatsAppLink href={site.whatsappUrl} />
        <ScrollToTop>
          <Icon name="arrow-up" size={20} />
        </ScrollToTop>
      </aside>
      <Toaster />
      <FocusOnNavigation />
    </>
  );
}
