import type { Metadata, Viewport } from 'next';
import { redirect } from 'next/navigation';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminUserProvider } from '@/components/admin/admin-user';
import { PermissionDenied } from '@/components/admin/permission-denied';
import { SessionGuard } from '@/components/admin/session-guard';
import { Toaster } from '@/components/ui/toaster';
import { LOGIN_PATH } from '@/lib/admin/paths';
import { navFor } from '@/lib/admin/nav';
import { usesPanel } from '@/lib/auth/permissions';
import { getCurrentUser } from '@/lib/auth/server-session';
import { getStore } from '@/lib/data';
import { site } from '@/lib/content/site';
import './admin.css';

export const metadata: Metadata = {
  title: { default: 'Admin', template: `%s · Admin | ${site.name}` },
  robots: { index: false, follow: false },
};

/** Browser chrome matches the light panel, not the dark public site. */
export const viewport: Viewport = { themeColor: '#f8fafc' };

/**
 * The guard of every panel screen, on the server: the user is read from the store on each
 * request, so a deleted or demoted account is stopped here however fresh its cookie. A role the
 * panel does not admit gets the permission screen and none of the panel; each page checks its
 * own path against the role again (lib/auth/permissions.ts), as its API routes do.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect(LOGIN_PATH);
  if (!usesPanel(user.role)) {
    return (
      <>
        <PermissionDenied username={user.username} />
        <Toaster />
      </>
    );
  }
  // Read on every request (and every refresh after an action): the header's queue count.
  const heldComments = await (await getStore()).blogs.countHeld();
  return (
    <AdminUserProvider user={{ id: user._id, username: user.username, role: user.role }}>
      <SessionGuard username={user.username}>
        <div className="min-h-dvh bg-slate-50 text-slate-900">
          <a
            href="#admin-main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow-lg"
          >
            Skip to content
          </a>
          <AdminHeader
            username={user.username}
            nav={navFor(user.role)}
            heldComments={heldComments}
          />
          <main id="admin-main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
            {children}
          </main>
        </div>
      </SessionGuard>
      <Toaster />
    </AdminUserProvider>
  );
}
