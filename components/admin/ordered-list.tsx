'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, panelButtonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { adminRequest } from '@/lib/admin/request';
import { useFailureHandler } from './use-failure';

/**
 * An ordered list of the site's content (FAQs, services): each row with its place, Move up and
 * Move down, Edit and a row action (delete, retire). A move is sent as `{ position }` to the
 * record's update path and shows at once; a refused one puts the list back.
 */
export function OrderedList<T extends { _id: string }>({
  label,
  rows,
  onReorder,
  updatePath,
  editPath,
  name,
  details,
  actions,
  empty,
}: {
  label: string;
  rows: T[];
  onReorder: (rows: T[]) => void;
  updatePath: (id: string) => string;
  /** Where a row's Edit link goes; without it the row has none (the list beside a table that has one). */
  editPath?: (id: string) => string;
  name: (row: T) => string;
  details?: (row: T) => ReactNode;
  actions: (row: T) => ReactNode;
  empty: string;
}) {
  const [busy, setBusy] = useState(false);
  const onFailure = useFailureHandler();

  async function move(index: number, by: -1 | 1) {
    const target = index + by;
    if (busy || target < 0 || target >= rows.length) return;
    const before = rows;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(target, 0, row!);
    onReorder(next);
    setBusy(true);
    try {
      const answer = await adminRequest<{ message: string }>(updatePath(row!._id), {
        method: 'PATCH',
        body: { position: target },
        expect: 202,
      });
      toast.success(answer.message);
    } catch (error) {
      onReorder(before);
      onFailure(error, 'move');
    } finally {
      setBusy(false);
    }
  }

  if (rows.length === 0) {
    return <p className="px-4 py-10 text-center text-sm text-slate-500 sm:px-6">{empty}</p>;
  }
  return (
    <ol aria-label={label} className="divide-y divide-slate-100">
      {rows.map((row, index) => (
        <li key={row._id} className="flex items-start gap-3 px-4 py-3.5 sm:items-center sm:px-6">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600 sm:mt-0"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p dir="auto" className="text-sm font-medium wrap-anywhere text-slate-900">
              {name(row)}
            </p>
            {details && <div className="mt-1 text-xs text-slate-500">{details(row)}</div>}
          </div>
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-0.5 max-sm:max-w-24">
            <Button
              variant="ghost"
              onClick={() => move(index, -1)}
              disabled={index === 0}
              aria-label={`Move up ${name(row)}`}
              title="Move up"
            >
              <Icon name="arrow-up" size={18} />
            </Button>
            <Button
              variant="ghost"
              onClick={() => move(index, 1)}
              disabled={index === rows.length - 1}
              aria-label={`Move down ${name(row)}`}
              title="Move down"
            >
              <Icon name="arrow-up" size={18} className="rotate-180" />
            </Button>
            {editPath && (
              <Link
                href={editPath(row._id)}
                className={panelButtonClasses('ghost')}
                aria-label={`Edit ${name(row)}`}
                title="Edit"
              >
                <Icon name="pencil" size={18} />
              </Link>
            )}
            {actions(row)}
          </div>
        </li>
      ))}
    </ol>
  );
}
