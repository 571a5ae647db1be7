import Link from 'next/link';
import { panelButtonClasses } from '@/components/ui/button';
import { LogoutButton } from './logout-button';
import { Icon } from '@/components/ui/icons';

/** What a signed-in account without the admin role sees anywhere under /private/admin. */
export function PermissionDenied({
  username,
  inPanel = false,
}: {
  username: string;
  /** Inside the panel's own <main> (a page that found the account demoted): no page frame. */
  inPanel?: boolean;
}) {
  const Frame = inPanel ? 'div' : 'main';
  return (
    <Frame
      className={`flex items-center justify-center px-4 py-12 text-slate-900 ${inPanel ? '' : 'min-h-dvh bg-slate-50'}`}
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-8 ring-amber-50/50"
        >
          <Icon name="lock" size={28} />
        </span>
        <h1 className="mt-6 font-display text-xl font-semibold text-slate-900">
          Access restricted
        </h1>
        <p className="mt-2 text-slate-600">You don&apos;t have permission to access this page.</p>
        <p className="mt-4 text-sm text-slate-500">
          Signed in as <span className="font-medium text-slate-700">{username}</span>. Ask an
          administrator for access, or sign in with another account.
        </p>
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <LogoutButton>Sign out</LogoutButton>
          <Link href="/" className={panelButtonClasses('primary')}>
            Go To Home
          </Link>
        </div>
      </div>
    </Frame>
  );
}
