'use client';

import {
  ACTIVITY_ACTIONS,
  ACTIVITY_KINDS,
  activity,
  activityHref,
  type Activity,
  type ActivityFilter,
} from '@/lib/entities';
import { formatDateTime, formatRelative, isoDate } from '@/lib/format';
import { Card, CountBadge, PageHeading } from './card';
import { Pager } from './contact-inbox-pager';
import { DataTable, PHONE, type Column } from './data-table';
import { ActivityFilters } from './activity-filters';

export interface ActivityPage {
  entries: Activity[];
  /** How many entries match the filter. */
  matching: number;
  page: number;
  pageCount: number;
  /** The Sr# of the page's first entry. */
  first: number;
  filter: ActivityFilter;
  /** Who can be chosen in the person filter: every account. */
  people: { id: string; username: string }[];
  /** The time of the render, which the relative times count from. */
  now: string;
}

const code = 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800';

/** The colour of an action's badge: additions, removals, sign-in trouble, the rest. */
function actionTone(action: Activity['action']): string {
  if (action === 'create' || action === 'restore' || action === 'sign-in') {
    return 'bg-emerald-50 text-emerald-700';
  }
  if (action === 'delete' || action === 'purge' || action === 'sign-in-failed') {
    return 'bg-rose-50 text-rose-700';
  }
  if (action === 'update' || action === 'move' || action === 'publish') {
    return 'bg-indigo-50 text-indigo-700';
  }
  return 'bg-slate-100 text-slate-700';
}

const none = <span className="text-slate-400 italic">none</span>;

/** Each changed field, old → new, one a line. */
function Changes({ entry }: { entry: Activity }) {
  // Nothing to show: on a phone's card the line is left out.
  if (!entry.changes) return <span className="text-slate-400 max-sm:hidden">—</span>;
  if (entry.changes.length === 0) return <span className="text-slate-500">No field changed</span>;
  return (
    <ul className="space-y-1">
      {entry.changes.map((change) => (
        <li key={change.field} className="wrap-anywhere">
          <span className="font-medium text-slate-700">{change.field}:</span>{' '}
          {change.from === null ? none : <del className="text-slate-500">{change.from}</del>}
          <span aria-hidden="true" className="px-1 text-slate-400">
            →
          </span>
          <span className="sr-only"> changed to </span>
          {change.to === null ? (
            none
          ) : (
            <ins className="text-slate-900 no-underline">{change.to}</ins>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /private/admin/activity: the activity log, newest first, a page at a time, with a filter by
 * person, kind of record and days. The filter is a plain GET form, so it works before (and
 * without) JavaScript and every filtered view has its own address.
 */
export function ActivityScreen({ log }: { log: ActivityPage }) {
  const { entries, filter, matching, page, pageCount, first, people, now } = log;
  const filtered = Boolean(filter.actorId || filter.kind || filter.from || filter.to);

  const columns: Column<Activity>[] = [
    {
      header: 'When',
      cell: (entry) => (
        <time
          dateTime={isoDate(entry.createdAt)}
          title={formatDateTime(entry.createdAt)}
          className="whitespace-nowrap text-slate-700"
        >
          {formatRelative(entry.createdAt, now)}
          <span className="sr-only">, {formatDateTime(entry.createdAt)}</span>
        </time>
      ),
      className: `w-32 ${PHONE.meta}`,
    },
    {
      header: 'Who',
      cell: (entry) =>
        entry.actor ? (
          <span className="font-medium text-slate-900">{entry.actor.username}</span>
        ) : (
          <span className="text-slate-500">Not signed in</span>
        ),
      className: 'min-w-28 max-sm:min-w-0',
    },
    {
      header: 'Action',
      cell: (entry) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${actionTone(entry.action)}`}
        >
          {ACTIVITY_ACTIONS[entry.action]}
        </span>
      ),
    },
    {
      header: 'Kind',
      cell: (entry) => ACTIVITY_KINDS[entry.kind],
      className: 'whitespace-nowrap',
    },
    {
      header: 'Record',
      cell: (entry) =>
        entry.label ? (
          <span className="wrap-anywhere">
            {entry.action === 'sign-in-failed' && <span className="sr-only">Username tried: </span>}
            {entry.label}
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        ),
      className: `min-w-40 ${PHONE.line}`,
      clamp: true,
    },
    {
      header: 'Changes',
      cell: (entry) => <Changes entry={entry} />,
      className: `min-w-64 text-xs ${PHONE.line}`,
      // Every changed field shows: a clamp would hide all but the first.
      clamp: false,
    },
    {
      header: 'Address',
      cell: (entry) =>
        entry.address ? (
          <code className={`${code} whitespace-nowrap`}>{entry.address}</code>
        ) : (
          <span className="text-slate-400">Unknown</span>
        ),
      className: PHONE.meta,
      phoneLabel: true,
      clamp: false,
    },
  ];

  const last = first + entries.length - 1;
  return (
    <>
      <PageHeading title={activity.admin.title} description={activity.admin.description} />
      <Card
        title="Activity log"
        titleId="activity-log-title"
        badge={<CountBadge count={matching} noun={filtered ? 'matching entries' : 'entries'} />}
        description="Times are shown in the site’s time zone; hover one for the exact time."
        bodyClassName=""
      >
        <ActivityFilters
          // A new filter in the address (a link, Back) starts the fields anew from it: they only
          // take their values when they are first rendered.
          key={activityHref(filter)}
          filter={filter}
          people={people}
          filtered={filtered}
        />
        <DataTable
          label="Activity log"
          rows={entries}
          columns={columns}
          firstNumber={first}
          minWidth="min-w-[980px]"
          empty={filtered ? activity.admin.empty : activity.admin.emptyAll}
        />
        {pageCount > 1 && (
          <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-4 py-4 sm:flex-row sm:justify-between sm:px-6">
            <p className="text-sm text-slate-500 tabular-nums">
              {first}–{last} of {matching}
            </p>
            <Pager
              inbox={{ page, pageCount }}
              href={(n) => activityHref(filter, n)}
              label="Activity log pages"
            />
          </div>
        )}
      </Card>
    </>
  );
}
