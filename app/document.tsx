import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/lib/content/site';
import { ogImage } from '@/lib/content/page-copy';
import { NO_TWITTER_IMAGES, siteOrigin } from '@/lib/seo';
import { inter, sora } from './fonts';

/**
 * The document every page is rendered into, and the metadata every page starts from. Two files
 * use them: the root layout, and app/global-not-found.tsx, which Next.js renders without any
 * layout for a URL no route matches.
 */

export const siteMetadata: Metadata = {
  // Canonical and Open Graph URLs resolve against NEXT_PUBLIC_SITE_URL (else the studio's domain).
  metadataBase: new URL(siteOrigin()),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  // The tab icon is app/favicon.ico alone (16, 32 and 48 px, drawn from public/icon.svg): a
  // browser that is offered an SVG icon prefers it, and Chromium creates a document for an SVG
  // image on the page's main thread, 8 to 24 ms after every page's first paint in Lighthouse's
  // traces (bench/results/reference.md), for a picture no larger than 48 px.
  icons: { apple: '/og/apple-touch-icon.png' },
  openGraph: { type: 'website', siteName: site.name, locale: 'en_US', images: [ogImage] },
  twitter: { card: 'summary_large_image', images: NO_TWITTER_IMAGES },
  formatDetection: { telephone: false, email: false, address: false },
};

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
