import type { Metadata, Viewport } from 'next';
import { inter, sora } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Nimbus Studio', template: '%s | Nimbus Studio' },
  description: 'A full-service digital agency: web, mobile and digital marketing.',
};

export const viewport: Viewport = { themeColor: '#0b1020' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${sora.variable}`}>
      <body className="bg-ink font-sans text-white antialiased">{children}</body>
    </html>
  );
}
