import { ADMIN_ROOT, keysOf } from './entity';

/**
 * The activity log: one entry for every change made through the panel or the admin API, and for
 * every sign-in, failed sign-in and sign-out. Entries are written once and never edited; admins
 * read them newest first on the Activity screen.
 */

/** What was done, with the words the Activity screen shows for it. */
export const ACTIVITY_ACTIONS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Deleted for good',
  move: 'Moved',
  publish: 'Published changes',
  'save-pending': 'Saved pending changes',
  discard: 'Discarded changes',
  moderate: 'Moderated',
  notify: 'Sent notification again',
  revoke: 'Revoked',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  password: 'Changed password',
  role: 'Changed role',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** The kind of record an entry is about, with the Activity screen's words for it. */
export const ACTIVITY_KINDS = {
  project: 'Project',
  'team-member': 'Team member',
  review: 'Review',
  blog: 'Blog post',
  comment: 'Comment',
  'preview-link': 'Preview link',
  faq: 'FAQ',
  service: 'Service',
  'contact-message': 'Contact message',
  'site-settings': 'Site settings',
  redirect: 'Redirect',
  user: 'User',
  session: 'Session',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

export const isActivityKind = (value: string): value is ActivityKind =>
  Object.hasOwn(ACTIVITY_KINDS, value);

/** One field an update changed, as text: null stands for no value. */
export interface ActivityChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** Who acted: the account as it was named at the time (null for a failed sign-in). */
export interface ActivityActor {
  id: string;
  username: string;
}

export interface Activity {
  _id: string;
  createdAt: string;
  actor: ActivityActor | null;
  action: ActivityAction;
  kind: ActivityKind;
  /** The record's id, when the entry is about one record. */
  recordId?: string;
  /**
   * The record's title or name at the time, so the entry still reads once the record is gone;
   * for a failed sign-in, the username that was tried.
   */
  label?: string;
  changes?: ActivityChange[];
  /** The client's address as the rate limiter trusts it (lib/rate-limit.ts clientKey), or null. */
  address: string | null;
}

/** What a caller records: the store stamps the id and the time. */
export type NewActivity = Omit<Activity, '_id' | 'createdAt'>;

export const activityKeys = keysOf<Activity>()(
  '_id',
  'createdAt',
  'actor',
  'action',
  'kind',
  'recordId',
  'label',
  'changes',
  'address',
);

/**
 * Which entries to read: one person's, one kind's, and those from the day `from` to the day
 * `to` (YYYY-MM-DD, both days included, in UTC).
 */
export interface ActivityFilter {
  actorId?: string;
  kind?: ActivityKind;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD that names a real day, as the start of that day in UTC; null otherwise. */
function dayStart(day: string | undefined): Date | null {
  if (!day || !DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/**
 * The filter's times as a half-open range [since, before) of ISO strings: `to` takes in the
 * whole of its day. Either end is undefined when the filter leaves it open.
 */
export function activityTimeRange(filter: ActivityFilter): { since?: string; before?: string } {
  const from = dayStart(filter.from);
  const to = dayStart(filter.to);
  return {
    ...(from ? { since: from.toISOString() } : {}),
    ...(to ? { before: new Date(to.getTime() + DAY_MS).toISOString() } : {}),
  };
}

/** The Activity screen's query parameters. */
export const ACTIVITY_PARAMS = {
  actor: 'person',
  kind: 'kind',
  from: 'from',
  to: 'to',
  page: 'page',
} as const;

/** Entries on one page of the Activity screen. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The most characters of a value an entry keeps; longer text is cut and ends with '…'. */
export const ACTIVITY_VALUE_MAX = 160;

export interface ActivityQuery {
  filter: ActivityFilter;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The screen's address read as a filter and a page. Anything odd reads as no filter: an unknown
 * kind, a date that is not a real YYYY-MM-DD day, an id that is not an id, a page that is not a
 * whole number from 1.
 */
export function readActivityQuery(params: SearchParams): ActivityQuery {
  const actorId = first(params[ACTIVITY_PARAMS.actor])?.trim() ?? '';
  const kind = first(params[ACTIVITY_PARAMS.kind]) ?? '';
  const from = first(params[ACTIVITY_PARAMS.from]) ?? '';
  const to = first(params[ACTIVITY_PARAMS.to]) ?? '';
  const page = Number(first(params[ACTIVITY_PARAMS.page]) ?? '1');
  return {
    filter: {
      ...(/^[0-9a-f]{24}$/i.test(actorId) ? { actorId: actorId.toLowerCase() } : {}),
      ...(isActivityKind(kind) ? { kind } : {}),
      ...(dayStart(from) ? { from } : {}),
      ...(dayStart(to) ? { to } : {}),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The screen's own address for a filter and a page, without the defaults. */
export function activityHref(filter: ActivityFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.actorId) params.set(ACTIVITY_PARAMS.actor, filter.actorId);
  if (filter.kind) params.set(ACTIVITY_PARAMS.kind, filter.kind);
  if (filter.from) params.set(ACTIVITY_PARAMS.from, filter.from);
  if (filter.to) params.set(ACTIVITY_PARAMS.to, filter.to);
  if (page > 1) params.set(ACTIVITY_PARAMS.page, String(page));
  const search = params.toString();
  return `${activity.admin.page}${search ? `?${search}` : ''}`;
}

/**
 * Entries are kept this long, then deleted (a TTL index in MongoDB): a year covers any question
 * about who changed what, and the log stays a bounded size.
 */
export const ACTIVITY_DAYS = 365;

export const activity = {
  admin: {
    page: `${ADMIN_ROOT}/activity`,
    title: 'Activity',
    description:
      'Every change made in the panel or through the admin API, and every sign-in: who, when and from where. Newest first; kept for a year.',
    empty: 'No activity matches these filters.',
    emptyAll: 'Nothing has been recorded yet. Changes and sign-ins show here as they happen.',
  },
} as const;
