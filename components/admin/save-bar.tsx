'use client';

import { Button } from '@/components/ui/button';

/** A form's Cancel and Save, kept in reach at the bottom of the screen while a long form is edited. */
export function SaveBar({
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel?: () => void;
}) {
  return (
    <div className="editor-actions sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-2xl lg:border lg:shadow-sm">
      {onCancel && (
        <Button
          variant="secondary"
          onClick={onCancel}
          disabled={busy}
          className="flex-1 sm:flex-none"
        >
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        aria-disabled={busy || undefined}
        aria-busy={busy}
        className="flex-1 sm:flex-none"
      >
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
