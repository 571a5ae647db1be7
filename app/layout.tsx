import type { Metadata, Viewport } from 'next';
import { Document, siteMetadata, siteViewport } from './document';
import './globals.css';

export const generateMetadata = (): Promise<Metadata> => siteMetadata();

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <Document>{children}</Document>;
}
