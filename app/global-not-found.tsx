import type { Metadata, Viewport } from 'next';
import { HomeContent } from '@/components/site/home/home-content';
import { SiteShell } from '@/components/site/site-shell';
import { pageMeta } from '@/lib/content/page-copy';
import { site } from '@/lib/content/site';
import { Document, siteMetadata, siteViewport } from './document';
import { preloadNotFoundFonts } from './not-found-fonts';
import './globals.css';

// Regenerated like the home page it shows. Next.js marks every 404 response noindex itself.
export const revalidate = 300;

export const metadata: Metadata = {
  ...siteMetadata,
  // No layout above this page, so no title template either.
  title: `${pageMeta.notFound.title} | ${site.name}`,
  description: pageMeta.notFound.description,
};

export const viewport: Viewport = siteViewport;

/**
 * Any URL no route matches (an unknown path, an unknown service): a 404 that shows the public
 * site, its home page inside the header and footer. Next.js renders this file for such URLs
 * instead of the root layout and app/not-found.tsx, as a whole document, on the server: an
 * unknown path answered through a catch-all route and notFound() came as an empty document
 * that only JavaScript filled in (vercel/next.js#62228). Unlike the root not-found page, it does
 * not travel in every other page's payload.
 */
export default function GlobalNotFound() {
  preloadNotFoundFonts();
  return (
    <Document>
      <SiteShell>
        <HomeContent />
      </SiteShell>
    </Document>
  );
}
