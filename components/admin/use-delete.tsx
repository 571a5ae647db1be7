'use client';

import { useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { AdminApiError, adminRequest } from '@/lib/admin/request';
import { useFailureHandler } from '@/components/admin/use-failure';
import { ConfirmDialog } from './modal';

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
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    try {
      const answer = await adminRequest<{ message?: string } | null>(path(target), {
        method: 'DELETE',
        expect: 203,
      });
      onDeleted(target);
      toast.success(answer?.message ?? 'Deleted successfully!');
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) {
        onDeleted(target);
        toast.info(`This ${what} had already been deleted.`);
      } else {
        onFailure(error, `delete ${what}`);
      }
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      description={target ? describe(target) : null}
      busy={busy}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      onConfirm={confirm}
      onCancel={() => {
        if (!busy) setTarget(null);
      }}
    />
  );
  return { ask: setTarget, dialog };
}
