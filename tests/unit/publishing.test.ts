import {
  checkPublishing,
  isoToZoned,
  publishingFormOf,
  publishingState,
  PUBLISH_AT_PAST,
  UNPUBLISH_BEFORE_PUBLISH,
  zonedToIso,
} from '@/lib/entities/publishing';

/** The publishing rules the forms and the server share (lib/entities/publishing.ts). */

const NOW = new Date('2026-06-01T10:00:00.000Z');

describe('times in the site time zone', () => {
  test.each([
    ['2026-06-01T12:30', 'Europe/Berlin', '2026-06-01T10:30:00.000Z'],
    ['2026-01-15T12:30', 'Europe/Berlin', '2026-01-15T11:30:00.000Z'],
    ['2026-06-01T08:00', 'America/New_York', '2026-06-01T12:00:00.000Z'],
    ['2026-06-01T10:00', 'UTC', '2026-06-01T10:00:00.000Z'],
  ])('%s in %s is %s, and back', (local, zone, iso) => {
    expect(zonedToIso(local, zone)).toBe(iso);
    expect(isoToZoned(iso, zone)).toBe(local);
  });

  test.each(['2026-02-30T10:00', '2026-06-01 10:00', '2026-06-01T25:00', ''])(
    '%j is no time',
    (value) => {
      expect(zonedToIso(value, 'UTC')).toBeNull();
    },
  );
});

describe('checkPublishing', () => {
  test('no status publishes at once, with no times', () => {
    expect(checkPublishing({}, 'UTC', NOW)).toEqual({
      ok: true,
      value: { status: 'published', publishAt: null, unpublishAt: null },
    });
  });

  test('a schedule keeps its time; a draft drops both', () => {
    expect(
      checkPublishing({ status: 'scheduled', publishAt: '2026-06-01T10:05' }, 'UTC', NOW),
    ).toMatchObject({ ok: true, value: { publishAt: '2026-06-01T10:05:00.000Z' } });
    expect(
      checkPublishing(
        { status: 'draft', publishAt: '2026-06-01T10:05', unpublishAt: '2026-06-02T10:05' },
        'UTC',
        NOW,
      ),
    ).toMatchObject({ ok: true, value: { status: 'draft', publishAt: null, unpublishAt: null } });
  });

  test('a schedule in the past, or an end before its start, is refused', () => {
    expect(
      checkPublishing({ status: 'scheduled', publishAt: '2026-06-01T09:59' }, 'UTC', NOW),
    ).toEqual({ ok: false, field: 'publishAt', message: PUBLISH_AT_PAST });
    expect(
      checkPublishing(
        { status: 'scheduled', publishAt: '2026-06-02T10:00', unpublishAt: '2026-06-01T11:00' },
        'UTC',
        NOW,
      ),
    ).toEqual({ ok: false, field: 'unpublishAt', message: UNPUBLISH_BEFORE_PUBLISH });
  });
});

describe('state', () => {
  test('a record without the fields is published; so is a schedule that came due', () => {
    expect(publishingState({}, NOW)).toBe('Published');
    const at = (iso: string) => ({ status: 'scheduled' as const, publishAt: iso });
    expect(publishingState(at('2026-06-01T09:00:00.000Z'), NOW)).toBe('Published');
    expect(publishingState(at('2026-06-01T11:00:00.000Z'), NOW)).toBe('Scheduled');
    expect(publishingState({ unpublishAt: '2026-06-01T09:00:00.000Z' }, NOW)).toBe('Unpublished');
  });

  test('the form of a schedule that came due says published, so saving it unchanged passes', () => {
    const form = publishingFormOf(
      { status: 'scheduled', publishAt: '2026-06-01T09:00:00.000Z' },
      'UTC',
      NOW,
    );
    expect(form).toEqual({ status: 'published', publishAt: '', unpublishAt: '' });
    expect(checkPublishing(form, 'UTC', NOW).ok).toBe(true);
  });
});
