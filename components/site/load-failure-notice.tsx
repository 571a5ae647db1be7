'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';

/**
 * Some load failures are announced as a notice ('Something went wrong. Please
 * try again!'). The server renders this only when its read failed.
 */
export function LoadFailureNotice({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return null;
}
