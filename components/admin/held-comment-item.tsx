'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { blog, type HeldComment, type ModerationAction } from '@/lib/entities';
import { formatLongDate } from '@/lib/format';
import { EmailAddress } from './email-address';

const small = '!px-3 !py-1.5 text-xs';
/** Light controls: the site's root is dark, and native checkboxes follow its colour scheme. */
export const CHECKBOX =
  'size-4.5 shrink-0 accent-indigo-600 [color-scheme:light] focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * One comment of the approval queue: its checkbox for the bulk actions, who wrote it (with the
 * email, which only the panel shows), on which post, and its own three actions.
 */
export function HeldCommentItem({
  comment: c,
  selected,
  busy,
  onSelect,
  onAction,
}: {
  comment: HeldComment;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: ModerationAction) => void;
}) {
  const checkbox = `select-${c._id}`;
  return (
    <li className="grid grid-cols-[1.5rem_minmax(0,1fr)] items-start gap-x-3 gap-y-3 py-4 first:pt-0 last:pb-0 lg:grid-cols-[1.5rem_minmax(0,1fr)_auto]">
      <input
        id={checkbox}
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        className={`mt-1 ${CHECKBOX}`}
        aria-label={`Select the comment by ${c.name}`}
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">{c.name}</p>
          <p className="text-sm wrap-anywhere text-slate-500">
            <EmailAddress email={c.email} />
          </p>
          <time dateTime={c.createdAt} className="text-xs text-slate-500">
            {formatLongDate(c.createdAt)}
          </time>
        </div>
        <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
          {c.comment}
        </p>
        <p className="mt-2 text-xs text-slate-500">
          On{' '}
          <Link
            href={blog.admin.edit(c.blogId)}
            className="font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            <bdi>{c.blogTitle}</bdi>
          </Link>
        </p>
      </div>
      <div className="col-start-2 flex flex-wrap gap-2 lg:col-start-3 lg:row-start-1">
        <Button
          className={small}
          disabled={busy}
          onClick={() => onAction('approve')}
          aria-label={`Approve the comment by ${c.name}`}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          className={`${small} text-rose-700 hover:bg-rose-50`}
          disabled={busy}
          onClick={() => onAction('reject')}
          aria-label={`Reject the comment by ${c.name}`}
        >
          Reject
        </Button>
        <Button
          variant="secondary"
          className={small}
          disabled={busy}
          onClick={() => onAction('spam')}
          aria-label={`Mark the comment by ${c.name} as spam`}
        >
          Spam
        </Button>
      </div>
    </li>
  );
}
