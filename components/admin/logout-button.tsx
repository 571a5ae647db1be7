'use client';

import { useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/request';
import { leaveTo } from '@/components/admin/leave-to';
import { MESSAGES } from '@/lib/api/messages';
import { panelButtonClasses, type PanelButtonVariant } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Icon } from '@/components/ui/icons';
import { useMountedInBrowser } from '@/components/ui/use-in-browser';

/**
 * Ends the session on the server (POST /auth/logout: a copy of the cookie is refused from then
 * on) and goes to the site root (logging out goes to /). Always labelled in words beside its
 * icon: a lone door icon reads as anything.
 */
export function LogoutButton({
  variant = 'secondary',
  children,
}: {
  variant?: PanelButtonVariant;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  // Only the script signs out: until it runs, a click would do nothing, so the button waits.
  const scripted = useMountedInBrowser();

  async function logout() {
    setBusy(true);
    try {
      await adminRequest('/auth/logout', { method: 'POST', expect: 200 });
      leaveTo('/');
    } catch (error) {
      console.error('[admin] logout failed:', error);
      toast.error(MESSAGES.wentWrong);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={logout}
      disabled={busy || !scripted}
      className={panelButtonClasses(variant, 'shrink-0')}
    >
      {busy ? <Spinner className="size-5" /> : <Icon name="logout" />}
      {children ?? 'Log out'}
    </button>
  );
}
