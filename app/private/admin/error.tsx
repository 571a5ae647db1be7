'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { LoadError } from '@/components/admin/load-error';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/lib/api/messages';

/**
 * An admin screen whose data could not be read (the database is unreachable, say): the generic
 * notice, and Retry reads it again.
 */
export default function AdminError({ error, reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  useEffect(() => {
    console.error('[admin] the page could not be loaded:', error);
    toast.error(MESSAGES.wentWrong);
  }, [error]);
  return (
    <LoadError
      onRetry={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
