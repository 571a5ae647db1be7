'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { failureMessage, isAccessError, isSessionEnded } from '@/lib/admin/request';
import { useSessionEnded } from './session-guard';

/**
 * What every failed panel call does: log it and toast the message. When the session has ended,
 * the panel's sign-in dialog opens over the screen instead, which keeps what was typed; when the
 * account is no longer an admin, a refresh lets the server layout show the permission screen.
 */
export function useFailureHandler() {
  const router = useRouter();
  const sessionEnded = useSessionEnded();
  return useCallback(
    (error: unknown, what: string) => {
      console.error(`[admin] ${what} failed:`, error);
      if (isSessionEnded(error) && sessionEnded) {
        sessionEnded();
        return;
      }
      toast.error(failureMessage(error));
      if (isAccessError(error)) router.refresh();
    },
    [router, sessionEnded],
  );
}
