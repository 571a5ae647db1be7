import { accept, refuse } from './checks';

/**
 * When a post, project, review or team member is on the public site: one set of fields every
 * one of them carries. A record without them (stored before they existed, or seeded) is
 * published, so nothing that was live disappears.
 *
 * Times are stored as UTC ISO strings (`2026-12-02T08:30:00.000Z`): they sort and compare as
 * text in the same order as in time, on both stores, and the forms read and write them in the
 * site's time zone (SITE_TIMEZONE).
 */

export const PUBLISHING_STATUSES = ['published', 'draft', 'scheduled'] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];

export interface Publishing {
  /** Absent on records stored before drafts existed: they read as published. */
  status?: PublishingStatus;
  /** When a scheduled record goes live. */
  publishAt?: string | null;
  /** When a live record leaves the public site again. */
  unpublishAt?: string | null;
}

/** What the panel shows: a scheduled record whose time has come is simply published. */
export type PublishingState = 'Draft' | 'Scheduled' | 'Published' | 'Unpublished';

/** The record's state at `now`. */
export function publishingState(record: Publishing, now: Date = new Date()): PublishingState {
  const at = now.toISOString();
  if (record.status === 'draft') return 'Draft';
  if (record.publishAt && record.publishAt > at) return 'Scheduled';
  if (record.unpublishAt && record.unpublishAt <= at) return 'Unpublished';
  return 'Published';
}

/** Whether a visitor may see the record at `now`: the rule both stores' queries apply. */
export const isPublic = (record: Publishing, now: Date = new Date()) =>
  publishingState(record, now) === 'Published';

/** The next time the record's public state changes, if one is ahead. */
export function nextChange(record: Publishing, now: Date = new Date()): string | null {
  if (record.status === 'draft') return null;
  const at = now.toISOString();
  if (record.publishAt && record.publishAt > at) return record.publishAt;
  if (record.unpublishAt && record.unpublishAt > at) return record.unpublishAt;
  return null;
}

/** A record as visitors' reads answer it: never a post's pending changes. */
export function withoutPending<T extends object>(record: T): T {
  if (!('pending' in record)) return record;
  const copy = { ...record } as T & { pending?: unknown };
  delete copy.pending;
  return copy;
}

// ---------------------------------------------------------------- times in the site's zone

/** The zone's offset from UTC at that instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value ('2026-12-02T08:30') read in the zone, as a UTC ISO string; null when
 * it is no such time. A time a clock change skips reads as the same wall time an hour on.
 */
export function zonedToIso(local: string, timeZone: string): string | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23) return null;
  const first = wall - zoneOffset(wall, timeZone);
  const instant = wall - zoneOffset(first, timeZone);
  return new Date(instant).toISOString();
}

/** A stored time as the form's `datetime-local` value in the zone. */
export function isoToZoned(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + zoneOffset(instant, timeZone)).toISOString().slice(0, 16);
}

// ---------------------------------------------------------------- the forms' input

/** What the forms send: the status and the two times as `datetime-local` text. */
export interface PublishingForm {
  status: string;
  publishAt: string;
  unpublishAt: string;
}

export const PUBLISH_AT_REQUIRED = 'Please choose the date and time to publish it.';
export const PUBLISH_AT_PAST = 'The publish date and time must be in the future.';
export const UNPUBLISH_AT_PAST = 'The unpublish date and time must be in the future.';
export const UNPUBLISH_BEFORE_PUBLISH =
  'The unpublish date and time must come after the publish date and time.';
export const BAD_TIME = 'Please enter a date and time as YYYY-MM-DDTHH:MM.';
export const BAD_STATUS = 'Status must be published, draft or scheduled.';

/**
 * The publishing fields of a form, checked: a missing status publishes at once (the documented
 * forms send none); a schedule needs a time still ahead, and an unpublish time ahead of both.
 * The server and the panel's forms run the same rule.
 */
export function checkPublishing(
  raw: Partial<Record<keyof PublishingForm, unknown>>,
  timeZone: string,
  now: Date = new Date(),
): { ok: true; value: Required<Publishing> } | { ok: false; field: string; message: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const status = text(raw.status) || 'published';
  if (!(PUBLISHING_STATUSES as readonly string[]).includes(status)) {
    return { ok: false, field: 'status', message: BAD_STATUS };
  }
  const at = now.toISOString();
  const time = (name: 'publishAt' | 'unpublishAt') => {
    const value = text(raw[name]);
    if (!value) return accept(null);
    const iso = zonedToIso(value, timeZone);
    return iso ? accept(iso) : refuse(BAD_TIME);
  };
  const publish = time('publishAt');
  if (!publish.ok) return { ok: false, field: 'publishAt', message: publish.message };
  const unpublish = time('unpublishAt');
  if (!unpublish.ok) return { ok: false, field: 'unpublishAt', message: unpublish.message };
  let publishAt = publish.value;
  if (status === 'scheduled') {
    if (!publishAt) return { ok: false, field: 'publishAt', message: PUBLISH_AT_REQUIRED };
    if (publishAt <= at) return { ok: false, field: 'publishAt', message: PUBLISH_AT_PAST };
  } else {
    // Only a schedule keeps its time: a draft or a post published now has none.
    publishAt = null;
  }
  const unpublishAt = status === 'draft' ? null : unpublish.value;
  if (unpublishAt && unpublishAt <= at) {
    return { ok: false, field: 'unpublishAt', message: UNPUBLISH_AT_PAST };
  }
  if (unpublishAt && publishAt && unpublishAt <= publishAt) {
    return { ok: false, field: 'unpublishAt', message: UNPUBLISH_BEFORE_PUBLISH };
  }
  return { ok: true, value: { status: status as PublishingStatus, publishAt, unpublishAt } };
}

/**
 * A stored record's publishing as the form's text, in the zone, by its state now: a schedule
 * that came due is published, and a record past its unpublish time is a draft again (saving it
 * unchanged never asks for a time in the past).
 */
export function publishingFormOf(
  record: Publishing,
  timeZone: string,
  now: Date = new Date(),
): PublishingForm {
  const state = publishingState(record, now);
  const status = {
    Draft: 'draft',
    Scheduled: 'scheduled',
    Published: 'published',
    Unpublished: 'draft',
  }[state];
  return {
    status,
    publishAt:
      state === 'Scheduled' && record.publishAt ? isoToZoned(record.publishAt, timeZone) : '',
    unpublishAt:
      state !== 'Unpublished' && status !== 'draft' && record.unpublishAt
        ? isoToZoned(record.unpublishAt, timeZone)
        : '',
  };
}
