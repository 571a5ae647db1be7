'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';
import { failureMessage, isAccessError } from '@/lib/admin/request';

/**
 * What every failed panel call does: log it, toast the message, and when the session is gone or
 * no longer an admin, refresh so the server layout sends the visitor to the login or
 * permission screen.
 */
export function useFailureHandler() {
  const router = useRouter();
  return useCallback(
    (error: unknown, what: string) => {
      console.error(`[admin] ${what} failed:`, error);
      toast.error(failureMessage(error));
      if (isAccessError(error)) router.refresh();
    },
    [router],
  );
}
