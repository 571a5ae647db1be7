import Link from 'next/link';
import { footerBlurb } from '@/lib/content/site';
import type { ServiceSummary } from '@/lib/data/public';
import type { SiteView } from '@/lib/data/site-content';
import { servicePath } from '@/lib/entities/service';
import { footerCompanyLinks } from '@/lib/content/page-copy';
import { BLOG_FEED_PATH } from '@/lib/entities/blog';
import { Icon } from '@/components/ui/icons';
import { BrandLogo } from './brand-logo';
import { LinkPendingLoader } from './link-pending-loader';

/**
 * Service links (the services with a footer link, in the admins' order), Contact Us, About Us,
 * Blogs, socials, email, phone and address.
 */
export function SiteFooter({ site, services }: { site: SiteView; services: ServiceSummary[] }) {
  const serviceLinks = services.filter((s) => s.footerLabel);
  return (
    <footer className="relative overflow-hidden border-t border-white/10 bg-ink-2">
      <div aria-hidden="true" className="footer-glow" />
      <div className="container-site footer-grid">
        <div className="col-span-2 lg:col-span-4">
          <Link
            prefetch={false}
            href="/"
            className="group inline-flex items-center gap-2.5 rounded-lg"
            aria-label={`${site.name}, home`}
          >
            <BrandLogo />
          </Link>
          <p className="footer-blurb">{footerBlurb}</p>
          <ul className="mt-7 flex flex-wrap gap-2.5" aria-label="Social media">
            {site.social.map((social) => (
              <li key={social.icon}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (opens in a new tab)`}
                  className="icon-btn"
                >
                  <Icon name={social.icon} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services" className="lg:col-span-2 lg:col-start-6">
          <h2 id="footer-services" className="footer-heading">
            Services
          </h2>
          <ul className="mt-5 space-y-3.5">
            {serviceLinks.map((link) => (
              <li key={link._id}>
                <Link prefetch={false} href={servicePath(link.slug)} className="footer-link">
                  {link.footerLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company" className="lg:col-span-2">
          <h2 id="footer-company" className="footer-heading">
            Company
          </h2>
          <ul className="mt-5 space-y-3.5">
            {footerCompanyLinks.map((link) => (
              <li key={link.href}>
                <Link prefetch={false} href={link.href} className="footer-link">
                  {link.label}
                  {link.loading && <LinkPendingLoader label={link.loading} />}
                </Link>
              </li>
            ))}
            <li>
              {/* A file for feed readers, not a page: a plain link. */}
              <a href={BLOG_FEED_PATH} type="application/rss+xml" className="footer-link">
                Blog RSS feed
              </a>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-3">
          <h2 className="footer-heading">Get in touch</h2>
          <address className="mt-5 space-y-4 text-[0.95rem] not-italic">
            <a
              href={`mailto:${site.email}`}
              className="footer-contact transition-colors hover:text-white"
            >
              <Icon name="mail" size={18} className="footer-contact-icon" />
              {site.email}
            </a>
            <span className="footer-contact">
              <Icon name="phone" size={18} className="footer-contact-icon" />
              <span>
                <a href={site.telHref} className="transition-colors hover:text-white">
                  {site.phone}
                </a>
                <a
                  href={site.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 block text-sm text-emerald-300 transition-colors hover:text-emerald-200"
                >
                  Message us on WhatsApp
                </a>
              </span>
            </span>
            <a
              href={site.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="footer-contact transition-colors hover:text-white"
            >
              <Icon name="map-pin" size={18} className="footer-contact-icon" />
              {site.address}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site footer-bottom">
          <p>{site.copyright}</p>
          <p>Designed and built in San Francisco.</p>
        </div>
      </div>
    </footer>
  );
}
