import type { Metadata, Viewport } from 'next';
import { Toaster } from '@/components/ui/toaster';

export const metadata: Metadata = {
  title: 'Login',
  robots: { index: false, follow: false },
};

/** Browser chrome matches the light panel, not the dark public site. */
export const viewport: Viewport = { themeColor: '#f8fafc' };

/** The sign-in area: light, like the panel it leads to (the root body is the dark site). */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      {children}
      <Toaster />
    </div>
  );
}
