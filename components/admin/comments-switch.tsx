'use client';

import { useId } from 'react';

/**
 * A post's "Comments open" switch. Closed, the post keeps showing its comments and says comments
 * are closed instead of showing the form; the server refuses new ones.
 */
export function CommentsSwitch({
  open,
  onChange,
}: {
  open: boolean;
  onChange: (open: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 px-4 py-3">
      <input
        id={id}
        name="commentsOpen"
        type="checkbox"
        role="switch"
        checked={open}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4.5 shrink-0 accent-indigo-600 [color-scheme:light]"
      />
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Comments open
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
          Visitors can leave comments. Turned off, the post keeps its comments and shows “Comments
          are closed on this post.”
        </p>
      </div>
    </div>
  );
}

/** The switch as the post endpoints read it: `commentsOpen` true or false. */
export function appendCommentsOpen(form: FormData, open: boolean): FormData {
  form.set('commentsOpen', String(open));
  return form;
}
