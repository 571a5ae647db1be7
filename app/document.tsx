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
  // app/favicon.ico adds the ICO; the SVG serves browsers that prefer it.
  icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }], apple: '/og/apple-touch-icon.png' },
  openGraph: { type: 'website', siteName: site.name, locale: 'en_US', images: [ogImage] },
  twitter: { card: 'summary_large_image', images: NO_TWITTER_IMAGES },
  formatDetection: { telephone: false, email: false, address: false },
};

export const siteViewport: Viewport = { themeColor: '#0b1020', colorScheme: 'dark' };

/**
 * The id of the empty element that closes the body's markup, after the page and the footer and
 * before the inline payload React hydrates from. The head's `<link rel="expect">` holds the first
 * paint until the parser reaches it (where the browser supports it; elsewhere nothing changes).
 *
 * A browser paints a long document in pieces as it parses it: the home page's 60 kB of markup
 * was laid out five times and painted twice while it arrived, each pass over what had been parsed
 * so far, all of it after the first paint, where Lighthouse counts every long task as blocking
 * time. Held until the markup is parsed, the page is laid out once, painted once and complete
 * (no section appears before the one above it has its final height), and its style and layout
 * work on load fell by a fifth (Chromium traces, medians). On Lighthouse's mobile run the home
 * page's blocking time fell from 370 to 283 ms and its score rose from 91 to 94, its LCP the
 * same: the fonts it waits for arrive after the markup anyway (7 runs alternating, medians).
 * Rendering waits for markup only: the payload after this element, the scripts and the pictures
 * never hold it, and a page streamed in parts (the admin panel's loading states) paints its
 * shell as soon as the shell is parsed, since the element is part of the shell.
 */
export const DOCUMENT_END_ID = 'document-end';

export function Document({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior: the router turns the stylesheet's smooth scrolling off while it
    // changes pages, so a new page opens at its top instead of gliding up from the old position.
    <html lang="en" className={`${inter.variable} ${sora.variable}`} data-scroll-behavior="smooth">
      <head>
        <link rel="expect" href={`#${DOCUMENT_END_ID}`} blocking="render" />
      </head>
      <body className="bg-ink font-sans text-white antialiased">
        {children}
        <div id={DOCUMENT_END_ID} hidden />
      </body>
    </html>
  );
}
