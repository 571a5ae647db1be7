'use client';

import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { AdminApiError, adminRequest } from '@/lib/admin/request';
import { useFailureHandler } from '@/components/admin/use-failure';
import { useConfirmation } from './use-confirmation';

/**
 * Delete with a confirmation: `ask(row)` opens the dialog; the row is removed (`onDeleted`) only
 * once the server has answered 203, and the server's message is shown. A 404 means someone
 * deleted it first (another tab, a colleague): the row goes too, and the notice says so.
 */
export function useDeleteConfirmation<T extends { _id: string }>({
  path,
  title,
  describe,
  onDeleted,
  what,
  confirmLabel,
  busyLabel,
}: {
  path: (row: T) => string;
  title: string;
  describe: (row: T) => ReactNode;
  onDeleted: (row: T) => void;
  what: string;
  /** The confirm button's words when the action is not a delete ('Retire'). */
  confirmLabel?: string;
  busyLabel?: string;
}) {
  const onFailure = useFailureHandler();
  return useConfirmation<T>({
    question: (row) => ({ title, description: describe(row), confirmLabel, busyLabel }),
    async act(row) {
      try {
        const answer = await adminRequest<{ message?: string } | null>(path(row), {
          method: 'DELETE',
          expect: 203,
        });
        onDeleted(row);
        toast.success(answer?.message ?? 'Deleted successfully!');
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 404) {
          onDeleted(row);
          toast.info(`This ${what} had already been deleted.`);
        } else {
          onFailure(error, `delete ${what}`);
        }
      }
    },
  });
}
