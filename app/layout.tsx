import type { Metadata, Viewport } from 'next';
import { site } from '@/lib/content/site';
import { ogImage } from '@/lib/content/page-copy';
import { NO_TWITTER_IMAGES, siteOrigin } from '@/lib/seo';
import { inter, sora } from './fonts';
import './globals.css';

export const metadata: Metadata = {
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

export const viewport: Viewport = { themeColor: '#0b1020', colorScheme: 'dark' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${sora.variable}`}>
      <body className="bg-ink font-sans text-white antialiased">{children}</body>
    </html>
  );
}
