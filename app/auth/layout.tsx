import type { Metadata, Viewport } from 'next';
import { Toaster } from '@/components/ui/toaster';

export const metadata: Metadata = {
  title: 'Login',
  robots: { index: false, follow: false },
};

/** Browser chrome matches the light panel, not the dark public site. */
export const viewport: Viewport = { themeColor: '#f8fafc' };

/**
 * The sign-in area: light, like the panel it leads to (the root body is the dark site). Its
 * accent, which draws the keyboard focus ring, is the panel's indigo: the site's cyan on white
 * is 1.8:1.
 */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 [--color-accent:var(--color-indigo-600)]">
      {children}
      <Toaster />
    </div>
  );
}
