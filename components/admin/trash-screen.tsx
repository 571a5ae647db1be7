'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { AdminApiError, adminRequest } from '@/lib/admin/request';
import {
  TRASH_DAYS,
  TRASH_ENTITIES,
  daysUntilPurge,
  trash,
  type TrashKind,
  type TrashRow,
} from '@/lib/entities';
import { formatDateTime } from '@/lib/format';
import { Card, CountBadge, PageHeading } from './card';
import { DataTable, PHONE, type Column } from './data-table';
import { Thumbnail } from './thumbnail';
import { useDeleteConfirmation } from './use-delete';
import { useFailureHandler } from './use-failure';
import { useServerState } from './use-server-state';

/** "Project", "Team member": the kind as the panel names it. */
const kindLabel = (kind: TrashKind) => TRASH_ENTITIES[kind].label;

function purgeText(row: TrashRow) {
  const days = daysUntilPurge(row);
  return days === 0 ? 'Purged today' : `Purged in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * /private/admin/trash: what was deleted in the last TRASH_DAYS days, newest first. Restore puts
 * a record back on the site (a note links to its edit page); Delete forever, once confirmed,
 * removes it and its images for good.
 */
export function TrashScreen({ items }: { items: TrashRow[] }) {
  const [rows, setRows, refresh] = useServerState(items);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [restored, setRestored] = useState<{ message: string; row: TrashRow } | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const onFailure = useFailureHandler();
  // The restored row, and the button just pressed, are gone: the keyboard goes on from the note.
  useEffect(() => {
    if (restored) note.current?.focus();
  }, [restored]);
  const drop = (row: TrashRow) => setRows((list) => list.filter((r) => r._id !== row._id));

  const remove = useDeleteConfirmation<TrashRow>({
    path: (row) => trash.api.remove(row._id),
    title: 'Delete this forever?',
    describe: (row) => (
      <>
        <strong dir="auto" className="font-semibold text-slate-900">
          {row.label}
        </strong>{' '}
        {row.imageURL ? 'and its images will' : 'will'} be deleted for good. This cannot be undone.
      </>
    ),
    onDeleted: (row) => {
      drop(row);
      refresh();
    },
    what: 'item',
    confirmLabel: 'Delete forever',
    busyLabel: 'Deleting...',
  });

  async function restore(row: TrashRow) {
    if (restoring) return;
    setRestoring(row._id);
    try {
      const answer = await adminRequest<{ message: string }>(trash.api.restore(row._id), {
        method: 'POST',
        expect: 200,
      });
      drop(row);
      setRestored({ message: answer.message, row });
      toast.success(answer.message);
      refresh();
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) {
        drop(row);
        toast.info('This item is no longer in the Trash: someone restored or deleted it.');
      } else {
        onFailure(error, `restore ${kindLabel(row.kind).toLowerCase()}`);
      }
    } finally {
      setRestoring(null);
    }
  }

  const columns: Column<TrashRow>[] = [
    {
      header: 'Image',
      cell: (row) =>
        row.imageURL ? (
          <Thumbnail src={row.imageURL} alt={row.imageAlt} round={row.kind === 'team'} />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-slate-400">
            <Icon name="trash" />
          </span>
        ),
      clamp: false,
      className: 'w-20 max-sm:w-auto',
    },
    {
      header: 'Item',
      cell: (row) => (
        <span className="flex min-w-0 flex-col gap-1">
          <span dir="auto" className="font-semibold wrap-anywhere text-slate-900">
            {row.label}
          </span>
          <span className="w-fit rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {kindLabel(row.kind)}
          </span>
        </span>
      ),
      className: `min-w-48 ${PHONE.lead}`,
    },
    {
      header: 'Deleted',
      cell: (row) => (
        <span>
          <time dateTime={row.deletedAt}>{formatDateTime(row.deletedAt)}</time>
          <span className="block text-xs text-slate-500">by {row.deletedBy.username}</span>
        </span>
      ),
      className: PHONE.meta,
    },
    {
      header: 'Purge',
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${daysUntilPurge(row) <= 3 ? 'bg-amber-50 text-amber-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {purgeText(row)}
        </span>
      ),
    },
    {
      header: 'Actions',
      pinned: true,
      className: PHONE.end,
      cell: (row) => (
        <div className="flex gap-1">
          <Button
            variant="secondary"
            onClick={() => restore(row)}
            disabled={restoring !== null}
            aria-busy={restoring === row._id}
            aria-label={`Restore ${row.label}`}
          >
            <Icon name="refresh" size={18} />
            {restoring === row._id ? 'Restoring...' : 'Restore'}
          </Button>
          <Button
            variant="danger-ghost"
            onClick={() => remove.ask(row)}
            aria-label={`Delete forever ${row.label}`}
            title="Delete forever"
          >
            <Icon name="trash" size={18} />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={trash.admin.title} description={trash.admin.description} />
      <div className="space-y-6">
        {restored && (
          <p
            ref={note}
            tabIndex={-1}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-emerald-400 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 outline-none"
          >
            <Icon name="check" size={18} />
            <span>{restored.message}</span>
            <Link
              href={TRASH_ENTITIES[restored.row.kind].admin.edit(restored.row.recordId)}
              className="font-semibold wrap-anywhere underline underline-offset-2"
            >
              Open “{restored.row.label}”
            </Link>
          </p>
        )}
        <Card
          title="Deleted content"
          titleId="trash-list-title"
          badge={<CountBadge count={rows.length} noun="items in the Trash" />}
          description={`Each item is purged, with its images, ${TRASH_DAYS} days after it was deleted.`}
          bodyClassName=""
        >
          <DataTable
            label="Deleted content"
            rows={rows}
            columns={columns}
            empty="The Trash is empty: deleted projects, team members, reviews, posts and FAQs appear here."
          />
        </Card>
      </div>
      {remove.dialog}
    </>
  );
}
