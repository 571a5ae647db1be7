'use client';

import { useEffect } from 'react';

/**
 * Some load failures are announced as a notice ('Something went wrong. Please
 * try again!'). The server renders this only when its read failed, so the notices' code
 * loads only then: a page that read its content never downloads it.
 */
export function LoadFailureNotice({ message }: { message: string }) {
  useEffect(() => {
    void import('@/components/ui/toast').then(({ toast }) => toast.error(message));
  }, [message]);
  return null;
}
