import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/lib/content/site';
import { getDocumentSettings } from '@/lib/data/public';
import { NO_TWITTER_IMAGES, siteCard, siteOrigin } from '@/lib/seo';
import { inter, sora } from './fonts';

/**
 * The document every page is rendered into, and the metadata every page starts from. Two files
 * use them: the root layout, and app/global-not-found.tsx, which Next.js renders without any
 * layout for a URL no route matches.
 */

/** The metadata every page starts from, under the site's name as the admin set it. */
export async function siteMetadata(): Promise<Metadata> {
  const { name } = await getDocumentSettings();
  return {
    // Canonical and Open Graph URLs resolve against NEXT_PUBLIC_SITE_URL (else the studio's domain).
    metadataBase: new URL(siteOrigin()),
    title: { default: name, template: `%s | ${name}` },
    description: site.description,
    applicationName: name,
    // The tab icon is app/favicon.ico alone, no SVG icon: a browser prefers an SVG when offered
    // one, and an SVG image costs main-thread work after first paint for a 48 px picture.
    icons: { apple: '/og/apple-touch-icon.png' },
    openGraph: { type: 'website', siteName: name, locale: 'en_US', images: [siteCard(name)] },
    twitter: { card: 'summary_large_image', images: NO_TWITTER_IMAGES },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const siteViewport: Viewport = { themeColor: '#0b1020', colorScheme: 'dark' };

export function Document({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior: the router turns the stylesheet's smooth scrolling off while it
    // changes pages, so a new page opens at its top instead of gliding up from the old position.
    <html lang="en" className={`${inter.variable} ${sora.variable}`} data-scroll-behavior="smooth">
      <body className="bg-ink font-sans text-white antialiased">{children}</body>
    </html>
  );
}
