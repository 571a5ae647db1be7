import type { Metadata, Viewport } from 'next';
import { HomeContent } from '@/components/site/home/home-content';
import { MissingAddressNotice } from '@/components/site/missing-address-notice';
import { SiteShell } from '@/components/site/site-shell';
import { pageMeta } from '@/lib/content/page-copy';
import { getSiteSettings } from '@/lib/data/public';
import { Document, siteMetadata, siteViewport } from './document';
import './globals.css';

// Regenerated like the home page it shows. Next.js marks every 404 response noindex itself.
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const [base, { name }] = await Promise.all([siteMetadata(), getSiteSettings()]);
  return {
    ...base,
    // No layout above this page, so no title template either.
    title: `${pageMeta.notFound.title} | ${name}`,
    description: pageMeta.notFound.description,
  };
}

export const viewport: Viewport = siteViewport;

/**
 * Any URL no route matches, and the unknown slugs proxy.ts sends here: the public site's home
 * page inside its header and footer, with a 404, saying at its top that the address does not
 * exist. Next.js renders this file as a whole document
 * in place of the root layout; unlike app/not-found.tsx it does not travel in every other page's
 * payload. Its fonts come from next/font through the Document, as on every page.
 */
export default function GlobalNotFound() {
  return (
    <Document>
      <SiteShell>
        <HomeContent notice={<MissingAddressNotice instead="home" />} />
      </SiteShell>
    </Document>
  );
}
