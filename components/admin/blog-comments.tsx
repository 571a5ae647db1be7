'use client';

import { useLayoutEffect, useRef } from 'react';
import type { BlogComment } from '@/lib/entities';
import { formatLongDate } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Card, CountBadge } from './card';
import { EmailAddress } from './email-address';
import { Icon } from '@/components/ui/icons';

/** Where the keyboard focus goes once the list has changed under the button that had it. */
type Refocus = { after: 'remove'; index: number } | { after: 'undo'; shown: Set<string> };

/**
 * The comments of the blog being edited. Delete only takes a comment off this list; the blog's
 * Update saves the removal, and Undo brings back everything not yet saved.
 *
 * Either button removes itself from the page, so the focus is moved on rather than dropped to the
 * top of the document: after a Delete to the next comment's Delete (the previous one's at the end
 * of the list, Undo once none is left), after Undo to the first comment it brought back.
 */
export function BlogComments({
  comments,
  pendingRemovals,
  onRemove,
  onUndo,
}: {
  comments: BlogComment[];
  pendingRemovals: number;
  onRemove: (comment: BlogComment) => void;
  onUndo: () => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<Refocus | null>(null);

  useLayoutEffect(() => {
    const plan = refocus.current;
    refocus.current = null;
    if (!plan) return;
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-comment]') ?? [],
    );
    const target =
      plan.after === 'remove'
        ? (buttons[Math.min(plan.index, buttons.length - 1)] ?? undoRef.current)
        : (buttons.find((b) => !plan.shown.has(b.dataset.comment!)) ?? buttons[0]);
    target?.focus();
  }, [comments]);

  return (
    <Card
      title="Comments"
      titleId="blog-comments-title"
      badge={<CountBadge count={comments.length} noun="comments" />}
      description="Visitors’ comments on this post. Deleted comments are removed when you click Update."
    >
      {pendingRemovals > 0 && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span>
            {pendingRemovals === 1 ? '1 comment' : `${pendingRemovals} comments`} will be deleted
            when you click Update.
          </span>
          <Button
            ref={undoRef}
            variant="secondary"
            className="!px-3 !py-1.5 text-xs"
            onClick={() => {
              refocus.current = { after: 'undo', shown: new Set(comments.map((c) => c._id)) };
              onUndo();
            }}
          >
            Undo
          </Button>
        </div>
      )}
      {comments.length === 0 ? (
        <p className="py-6 text-center text-sm font-medium text-slate-500">No comments yet!</p>
      ) : (
        <ul ref={listRef} className="divide-y divide-slate-100" aria-label="Comments">
          {comments.map((c, index) => (
            <li
              key={c._id}
              className="grid grid-cols-[2.25rem_minmax(0,1fr)] items-start gap-x-3 gap-y-2 py-4 first:pt-0 last:pb-0 sm:grid-cols-[2.25rem_minmax(0,1fr)_auto]"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700 uppercase"
              >
                {c.name.trim().charAt(0) || '?'}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                  <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">{c.name}</p>
                  <p className="text-sm wrap-anywhere text-slate-500">
                    <EmailAddress email={c.email} />
                  </p>
                  <time dateTime={c.createdAt} className="text-xs text-slate-500">
                    {formatLongDate(c.createdAt)}
                  </time>
                  {c.status === 'pending' && (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
                      Awaiting approval
                    </span>
                  )}
                  {c.status === 'spam' && (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                      Spam
                    </span>
                  )}
                </div>
                <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-700">
                  {c.comment}
                </p>
              </div>
              <Button
                variant="secondary"
                className="col-start-2 justify-self-start !px-3 !py-1.5 text-xs text-rose-700 hover:bg-rose-50 sm:col-start-3 sm:row-start-1"
                data-comment={c._id}
                onClick={() => {
                  refocus.current = { after: 'remove', index };
                  onRemove(c);
                }}
                aria-label={`Delete comment by ${c.name}`}
              >
                <Icon name="trash" size={16} />
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
