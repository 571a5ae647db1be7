'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { formatLongDate } from '@/lib/format';
import { redirect, type Redirect } from '@/lib/entities';
import { Card, CountBadge, PageHeading } from './card';
import { DataTable, PHONE, type Column } from './data-table';
import { RedirectForm } from './redirect-form';
import { useDeleteConfirmation } from './use-delete';
import { useServerState } from './use-server-state';

const code = 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-800';

/**
 * /private/admin/redirects: the add (or edit) form and every rule with its hits. A save answers
 * the rule as stored (its target collapsed through a chain); the list is read again after each
 * change, since one save can retarget other rules too.
 */
export function RedirectsScreen({ redirects }: { redirects: Redirect[] }) {
  const [rows, setRows, refresh] = useServerState(redirects);
  const [editing, setEditing] = useState<Redirect | null>(null);
  const remove = useDeleteConfirmation<Redirect>({
    path: (row) => redirect.api.remove(row._id),
    title: 'Delete this redirect?',
    describe: (row) => (
      <>
        Visitors to <code className={code}>{row.from}</code> will no longer be sent to{' '}
        <code className={code}>{row.to}</code>.
      </>
    ),
    onDeleted: (row) => {
      setRows((list) => list.filter((r) => r._id !== row._id));
      if (editing?._id === row._id) setEditing(null);
      refresh();
    },
    what: 'redirect',
  });

  const columns: Column<Redirect>[] = [
    {
      header: 'From',
      cell: (row) => <code className={code}>{row.from}</code>,
      className: `min-w-48 ${PHONE.line}`,
    },
    {
      header: 'To',
      cell: (row) => (
        <span className="inline-flex items-center gap-1.5">
          <code className={code}>{row.to}</code>
          {row.external && (
            <span className="text-xs text-amber-700" title="Another site">
              <Icon name="external" size={16} />
              <span className="sr-only">(another site)</span>
            </span>
          )}
        </span>
      ),
      className: `min-w-48 ${PHONE.line}`,
    },
    {
      header: 'Type',
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.permanent ? 'bg-indigo-50 text-indigo-700' : 'bg-amber-50 text-amber-800'}`}
        >
          {row.permanent ? 'Permanent' : 'Temporary'}
        </span>
      ),
    },
    {
      header: 'Source',
      cell: (row) => (row.origin === 'post' ? 'Renamed post' : 'Added here'),
      className: PHONE.meta,
    },
    { header: 'Hits', cell: (row) => row.hits.toLocaleString('en-US'), phoneLabel: true },
    {
      header: 'Last hit',
      cell: (row) => (row.lastHitAt ? formatLongDate(row.lastHitAt) : 'Never'),
      phoneLabel: true,
    },
    {
      header: 'Actions',
      pinned: true,
      className: PHONE.end,
      cell: (row) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            onClick={() => {
              setEditing(row);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            aria-label={`Edit the redirect from ${row.from}`}
            title="Edit"
          >
            <Icon name="pencil" size={18} />
          </Button>
          <Button
            variant="danger-ghost"
            onClick={() => remove.ask(row)}
            aria-label={`Delete the redirect from ${row.from}`}
            title="Delete"
          >
            <Icon name="trash" size={18} />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={redirect.admin.title} description={redirect.admin.description} />
      <div className="space-y-6">
        <RedirectForm
          key={editing ? `${editing._id}:${editing.updatedAt}` : 'new'}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={(rule, added) => {
            setRows((list) =>
              added ? [rule, ...list] : list.map((r) => (r._id === rule._id ? rule : r)),
            );
            setEditing(null);
            refresh();
          }}
        />
        <Card
          title="All redirects"
          titleId="redirects-list-title"
          badge={<CountBadge count={rows.length} noun="redirects" />}
          description="Hits are counted in batches: the last few seconds may not show yet."
          bodyClassName=""
        >
          <DataTable label="All redirects" rows={rows} columns={columns} empty="No redirects yet" />
        </Card>
      </div>
      {remove.dialog}
    </>
  );
}
