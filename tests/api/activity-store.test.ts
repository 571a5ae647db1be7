import { MemoryActivity } from '@/lib/data/memory-activity';
import { ACTIVITY_DAYS, type NewActivity } from '@/lib/entities';
import { describeEachStore } from '../helpers/stores';

/**
 * The activity log's contract, the same on both stores: newest first by createdAt then id,
 * entries of one millisecond in the order they were added, each filter on its own and together,
 * and pages that neither skip nor repeat an entry.
 */

const ALICE = { id: '65f1a9000000000000000a11', username: 'alice' };
const BOB = { id: '65f1a9000000000000000b0b', username: 'bob' };

/** Every timer but the clock runs for real: the stores' own awaits and timeouts go on. */
type FakeTimersConfig = Extract<
  NonNullable<Parameters<typeof jest.useFakeTimers>[0]>,
  { doNotFake?: unknown }
>;
const NOT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] satisfies NonNullable<FakeTimersConfig['doNotFake']>;

const entry = (over: Partial<NewActivity> = {}): NewActivity => ({
  actor: ALICE,
  action: 'update',
  kind: 'project',
  address: '203.0.113.9',
  ...over,
});

describeEachStore('the activity log', (fixture) => {
  beforeEach(async () => {
    await fixture().reset();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** Adds the entry as if at `iso`. */
  async function addAt(iso: string, over: Partial<NewActivity> = {}) {
    jest.useFakeTimers({ now: new Date(iso), doNotFake: NOT_DATE });
    try {
      return await fixture().store.activity.add(entry(over));
    } finally {
      jest.useRealTimers();
    }
  }

  test('an entry reads back as it was added, stamped with an id and the time', async () => {
    const added = await addAt('2026-12-01T10:00:00.000Z', {
      recordId: '65f1a9000000000000000003',
      label: 'Harbor & Pine',
      changes: [{ field: 'Title', from: 'Old', to: null }],
    });
    expect(added).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      createdAt: '2026-12-01T10:00:00.000Z',
      actor: ALICE,
      action: 'update',
      kind: 'project',
      recordId: '65f1a9000000000000000003',
      label: 'Harbor & Pine',
      changes: [{ field: 'Title', from: 'Old', to: null }],
      address: '203.0.113.9',
    });
    expect(await fixture().store.activity.list()).toEqual([added]);
  });

  test('a failed sign-in keeps no actor and no fields it was not given', async () => {
    await fixture().store.activity.add({
      actor: null,
      action: 'sign-in-failed',
      kind: 'session',
      label: 'mallory',
      address: null,
    });
    const [read] = await fixture().store.activity.list();
    expect(Object.keys(read!).sort()).toEqual(
      ['_id', 'createdAt', 'actor', 'action', 'kind', 'label', 'address'].sort(),
    );
    expect(read).toMatchObject({ actor: null, label: 'mallory', address: null });
  });

  test('newest first; entries of the same millisecond newest-added first', async () => {
    const a = await addAt('2026-12-01T10:00:00.000Z', { label: 'a' });
    const b = await addAt('2026-12-03T10:00:00.000Z', { label: 'b' });
    const c = await addAt('2026-12-02T10:00:00.000Z', { label: 'c' });
    const d = await addAt('2026-12-02T10:00:00.000Z', { label: 'd' });
    const e = await addAt('2026-12-02T10:00:00.000Z', { label: 'e' });
    const labels = (await fixture().store.activity.list()).map((x) => x.label);
    expect(labels).toEqual(['b', 'e', 'd', 'c', 'a']);
    expect([a, b, c, d, e].every((x) => x._id.length === 24)).toBe(true);
  });

  test('each filter, and all of them together; count agrees with the list', async () => {
    await addAt('2026-11-30T23:59:59.999Z', { label: 'before' });
    await addAt('2026-12-01T00:00:00.000Z', { label: 'first-day' });
    await addAt('2026-12-02T12:00:00.000Z', { label: 'bob-review', actor: BOB, kind: 'review' });
    await addAt('2026-12-03T23:59:59.999Z', { label: 'last-day' });
    await addAt('2026-12-04T00:00:00.000Z', { label: 'after' });
    await addAt('2026-12-02T13:00:00.000Z', {
      label: 'failed',
      actor: null,
      action: 'sign-in-failed',
      kind: 'session',
    });
    const { activity } = fixture().store;
    const labels = async (filter: Parameters<typeof activity.list>[0]) => {
      const listed = (await activity.list(filter)).map((x) => x.label);
      expect(await activity.count(filter)).toBe(listed.length);
      return listed;
    };
    expect(await labels({ actorId: BOB.id })).toEqual(['bob-review']);
    expect(await labels({ actorId: ALICE.id })).toEqual([
      'after',
      'last-day',
      'first-day',
      'before',
    ]);
    expect(await labels({ kind: 'session' })).toEqual(['failed']);
    expect(await labels({ kind: 'project' })).toEqual(['after', 'last-day', 'first-day', 'before']);
    expect(await labels({ from: '2026-12-01', to: '2026-12-03' })).toEqual([
      'last-day',
      'failed',
      'bob-review',
      'first-day',
    ]);
    expect(await labels({ from: '2026-12-04' })).toEqual(['after']);
    expect(await labels({ to: '2026-11-30' })).toEqual(['before']);
    expect(await labels({ from: '2026-12-02', to: '2026-12-02' })).toEqual([
      'failed',
      'bob-review',
    ]);
    expect(
      await labels({ actorId: ALICE.id, kind: 'project', from: '2026-12-01', to: '2026-12-03' }),
    ).toEqual(['last-day', 'first-day']);
    expect(await labels({ kind: 'redirect' })).toEqual([]);
    expect(await labels({})).toHaveLength(6);
  });

  test('pages: in order, none skipped or repeated, past the end empty', async () => {
    for (let i = 0; i < 7; i += 1) {
      await addAt(`2026-12-01T10:00:0${i % 3}.000Z`, { label: `e${i}` });
    }
    const { activity } = fixture().store;
    const all = (await activity.list()).map((x) => x._id);
    const pages = [];
    for (let skip = 0; skip < 9; skip += 3) {
      pages.push(...(await activity.list({}, { skip, limit: 3 })).map((x) => x._id));
    }
    expect(pages).toEqual(all);
    expect(await activity.list({}, { skip: 7, limit: 3 })).toEqual([]);
    expect((await activity.list({ kind: 'project' }, { skip: 5, limit: 50 })).length).toBe(2);
    expect(await activity.count()).toBe(7);
  });

  test('clear() empties the log', async () => {
    await addAt('2026-12-01T10:00:00.000Z');
    await fixture().store.clear();
    expect(await fixture().store.activity.count()).toBe(0);
  });
});

describe('how long the log keeps an entry', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  // MongoDB's TTL index deletes on its own schedule (tests/unit/mongo-indexes.test.ts pins it);
  // the memory store drops an expired entry as the next one is added.
  test(`the memory store keeps ${ACTIVITY_DAYS} days of entries`, async () => {
    const log = new MemoryActivity();
    const addAt = async (iso: string, label: string) => {
      jest.useFakeTimers({ now: new Date(iso), doNotFake: NOT_DATE });
      await log.add(entry({ label }));
      jest.useRealTimers();
    };
    await addAt('2024-12-31T08:59:59.000Z', 'old');
    await addAt('2025-06-01T09:00:00.000Z', 'within a year');
    jest.useFakeTimers({ now: new Date('2026-01-01T09:00:00.000Z'), doNotFake: NOT_DATE });
    await log.add(entry({ label: 'now' }));
    expect((await log.list()).map((e) => e.label)).toEqual(['now', 'within a year']);
    expect(await log.count()).toBe(2);
  });
});
