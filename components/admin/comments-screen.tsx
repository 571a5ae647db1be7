'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { adminRequest } from '@/lib/admin/request';
import { commentQueue, type HeldComment, type ModerationAction } from '@/lib/entities';
import { Card, CountBadge, PageHeading } from './card';
import { CHECKBOX, HeldCommentItem } from './held-comment-item';
import { ConfirmDialog } from './modal';
import { useFailureHandler } from './use-failure';
import { useServerState } from './use-server-state';

/** An action waiting for its confirmation: rejecting deletes, spam keeps the address out. */
type Asked = { action: 'reject' | 'spam'; ids: string[] };

const QUESTIONS: Record<
  Asked['action'],
  { title: (what: string) => string; confirm: string; busy: string }
> = {
  reject: { title: (what) => `Reject ${what}?`, confirm: 'Reject', busy: 'Rejecting...' },
  spam: { title: (what) => `Mark ${what} as spam?`, confirm: 'Mark as spam', busy: 'Marking...' },
};

const many = (n: number) => (n === 1 ? 'this comment' : `these ${n} comments`);

/**
 * /private/admin/comments: the comments the moderation setting held, oldest first. Each can be
 * approved, rejected or marked as spam on its own, or several at once through the checkboxes;
 * rejecting and marking spam ask first. After each action the page is read again, so the header's
 * count and the list are the server's.
 */
export function CommentsScreen({ comments, count }: { comments: HeldComment[]; count: number }) {
  const [rows, setRows, refresh] = useServerState(comments);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();
  const chosen = rows.filter((c) => selected.has(c._id)).map((c) => c._id);
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const { admin } = commentQueue;

  async function run(action: ModerationAction, ids: string[]) {
    if (busy || !ids.length) return;
    setBusy(true);
    try {
      const answer = await adminRequest<{
        moderated: string[];
        missing: string[];
        message: string;
      }>(commentQueue.api.moderate, { method: 'PATCH', body: { action, ids }, expect: 200 });
      const gone = new Set([...answer.moderated, ...answer.missing]);
      setRows((list) => list.filter((c) => !gone.has(c._id)));
      setSelected((s) => new Set([...s].filter((id) => !gone.has(id))));
      toast.success(answer.message);
      if (answer.missing.length) {
        toast.info(`${answer.missing.length} had already been handled by someone else.`);
      }
      refresh();
    } catch (error) {
      onFailure(error, 'moderate comments');
      refresh();
    } finally {
      setBusy(false);
      setAsked(null);
    }
  }

  const act = (action: ModerationAction, ids: string[]) =>
    action === 'approve' ? run(action, ids) : setAsked({ action, ids });

  return (
    <>
      <PageHeading title={admin.title} description={admin.description} />
      <Card
        title={admin.heading}
        titleId="comments-queue-title"
        badge={<CountBadge count={Math.max(count, rows.length)} noun="awaiting approval" />}
      >
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm font-medium text-slate-500">{admin.empty}</p>
        ) : (
          <>
            <div
              role="toolbar"
              aria-label="Selected comments"
              className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5"
            >
              <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
                <input
                  type="checkbox"
                  checked={allChosen}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(rows.map((c) => c._id)) : new Set())
                  }
                  className={CHECKBOX}
                />
                Select all
              </label>
              <span className="text-sm text-slate-500" aria-live="polite">
                {chosen.length} selected
              </span>
              <div className="grid w-full grid-cols-3 gap-2 sm:ml-auto sm:flex sm:w-auto">
                <Button
                  className="!px-3 !py-1.5 text-xs"
                  disabled={busy || !chosen.length}
                  onClick={() => act('approve', chosen)}
                >
                  Approve
                  <span className="max-sm:sr-only"> selected</span>
                </Button>
                <Button
                  variant="secondary"
                  className="!px-3 !py-1.5 text-xs text-rose-700 hover:bg-rose-50"
                  disabled={busy || !chosen.length}
                  onClick={() => act('reject', chosen)}
                >
                  Reject
                  <span className="max-sm:sr-only"> selected</span>
                </Button>
                <Button
                  variant="secondary"
                  className="!px-3 !py-1.5 text-xs"
                  disabled={busy || !chosen.length}
                  onClick={() => act('spam', chosen)}
                >
                  Spam
                  <span className="max-sm:sr-only"> selected</span>
                </Button>
              </div>
            </div>
            <ul className="divide-y divide-slate-100" aria-label={admin.heading}>
              {rows.map((c) => (
                <HeldCommentItem
                  key={c._id}
                  comment={c}
                  selected={selected.has(c._id)}
                  busy={busy}
                  onSelect={(on) =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (on) next.add(c._id);
                      else next.delete(c._id);
                      return next;
                    })
                  }
                  onAction={(action) => act(action, [c._id])}
                />
              ))}
            </ul>
          </>
        )}
      </Card>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? QUESTIONS[asked.action].title(many(asked.ids.length)) : ''}
        description={
          asked?.action === 'reject'
            ? 'Rejected comments are deleted and never shown on the site.'
            : 'Spam stays off the site, and later comments from the same email address are kept out too.'
        }
        confirmLabel={asked ? QUESTIONS[asked.action].confirm : ''}
        busyLabel={asked ? QUESTIONS[asked.action].busy : ''}
        busy={busy}
        onConfirm={() => asked && run(asked.action, asked.ids)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
