'use client';

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { toast } from '@/components/ui/toast';
import { LOGIN_PATH } from '@/lib/admin/paths';
import { panelButtonClasses } from '@/components/ui/button';
import { Modal } from './modal';

const SessionEndedContext = createContext<(() => void) | null>(null);

/**
 * What a panel call that answers 401 (the session expired, or was ended by a sign-out or a
 * password change elsewhere) does: opens the sign-in dialog over the screen, which keeps every
 * field as it was. Null outside the panel's layout.
 */
export function useSessionEnded(): (() => void) | null {
  return useContext(SessionEndedContext);
}

/**
 * The panel's answer to an ended session: a dialog that signs the same account in again on the
 * spot, so a form being filled in is neither left nor lost (the server layout would otherwise
 * send the admin to the login page on the next navigation). The admin then saves again. The
 * sign-in page stays one link away, and brings the admin back to this screen.
 */
export function SessionGuard({ username, children }: { username: string; children: ReactNode }) {
  // The screen to come back to from the sign-in page; set when the dialog opens.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const password = useRef<HTMLInputElement>(null);
  const announce = useCallback(
    () => setReturnTo(`${window.location.pathname}${window.location.search}`),
    [],
  );
  const open = returnTo !== null;

  return (
    <SessionEndedContext.Provider value={announce}>
      {children}
      <Modal
        open={open}
        onClose={() => setReturnTo(null)}
        title="Your session has ended"
        description="Sign in again to carry on. Everything on this screen stays as it is: once you are signed in, repeat your last action."
        initialFocus={password}
        role="alertdialog"
        footer={
          <a
            href={`${LOGIN_PATH}?next=${encodeURIComponent(returnTo ?? '')}`}
            className={panelButtonClasses('secondary')}
          >
            Go to the sign-in page
          </a>
        }
      >
        {open && (
          <LoginForm
            username={username}
            passwordRef={password}
            onSignedIn={() => {
              setReturnTo(null);
              toast.success('You are signed in again. Repeat your last action to finish it.');
            }}
          />
        )}
      </Modal>
    </SessionEndedContext.Provider>
  );
}
