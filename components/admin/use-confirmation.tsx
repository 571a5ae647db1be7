'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './modal';

/** What the confirmation says about one target. */
export interface Question {
  title: string;
  description: ReactNode;
  /** The confirm button's words, and its words while the action runs. */
  confirmLabel?: string;
  busyLabel?: string;
}

/**
 * An action that asks first: `ask(target)` opens the dialog, Confirm runs `act` once (the
 * dialog shows it running until it settles, and Cancel waits for it), and the dialog then
 * closes whatever the outcome. `act` gives the feedback: its toasts and failures are its own.
 */
export function useConfirmation<T extends object>({
  question,
  act,
}: {
  question: (target: T) => Question;
  act: (target: T) => Promise<void>;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target || busy) return;
    setBusy(true);
    try {
      await act(target);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const asked = target ? question(target) : null;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={asked?.title ?? ''}
      description={asked?.description ?? null}
      busy={busy}
      confirmLabel={asked?.confirmLabel}
      busyLabel={asked?.busyLabel}
      onConfirm={confirm}
      onCancel={() => {
        if (!busy) setTarget(null);
      }}
    />
  );
  return { ask: (next: T) => setTarget(next), dialog };
}
