import type { Activity, NewActivity } from '@/lib/entities';
import { asStored, mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * The commands the MongoDB store sends for the activity log, pinned: a write is one insertOne,
 * and each read is one find (or countDocuments) whose filter leads with an indexed equality and
 * sorts newest first, by createdAt and then _id (indexes kind_1_…, actor.id_1_…, createdAt_-1_…).
 */

let h: MongoCommands;
beforeAll(async () => {
  h = await mongoCommands();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const ENTRY: Activity = {
  _id: '65f1a9000000000000000001',
  createdAt: '2026-12-01T10:00:00.000Z',
  actor: { id: '65f1a9000000000000000002', username: 'admin' },
  action: 'update',
  kind: 'project',
  recordId: '65f1a9000000000000000003',
  label: 'Harbor & Pine',
  changes: [{ field: 'Title', from: 'Old', to: 'New' }],
  address: '203.0.113.9',
};

describe('the activity log on MongoDB', () => {
  test('an entry: one insertOne with the fields given, its time stamped, no updatedAt', async () => {
    const entry = Object.fromEntries(
      Object.entries(ENTRY).filter(([key]) => key !== '_id' && key !== 'createdAt'),
    ) as NewActivity;
    const stored = await h.store.activity.add(entry);
    const [insert] = h.sent('insertOne');
    expect(insert!.collection).toBe('activities');
    const { _id, createdAt, __v, ...doc } = insert!.args[0] as Record<string, unknown>;
    expect(doc).toEqual(entry);
    expect(createdAt).toBe('Date');
    expect(_id).toMatch(/^ObjectId\(/);
    expect(__v).toBe(0);
    expect(insert!.args[0]).not.toHaveProperty('updatedAt');
    expect(stored).toMatchObject(entry);
    expect(stored._id).toMatch(/^[0-9a-f]{24}$/);
  });

  test('a failed sign-in: no actor (null), no record, no changes', async () => {
    await h.store.activity.add({
      actor: null,
      action: 'sign-in-failed',
      kind: 'session',
      label: 'mallory',
      address: null,
    });
    const [insert] = h.sent('insertOne');
    expect(insert!.args[0]).toEqual({
      _id: expect.stringMatching(/^ObjectId\(/),
      createdAt: 'Date',
      __v: 0,
      actor: null,
      action: 'sign-in-failed',
      kind: 'session',
      label: 'mallory',
      address: null,
    });
  });

  test('the whole log: find {} newest first, createdAt then _id, one page', async () => {
    if (h.mode === 'stub') h.reply('find', [asStored(ENTRY)], 'activities');
    const entries = await h.store.activity.list({}, { skip: 50, limit: 50 });
    const [find] = h.sent('find');
    expect(find!.collection).toBe('activities');
    expect(find!.args[0]).toEqual({});
    expect(find!.args[1]).toMatchObject({ sort: { createdAt: -1, _id: -1 }, skip: 50, limit: 50 });
    if (h.mode === 'stub') expect(entries).toEqual([ENTRY]);
  });

  test('the first page sends no skip', async () => {
    await h.store.activity.list({}, { limit: 50 });
    const [find] = h.sent('find');
    expect(find!.args[1]).not.toHaveProperty('skip');
    expect(find!.args[1]).toMatchObject({ limit: 50 });
  });

  test('every filter: the person, the kind, and the days from and to (both included)', async () => {
    const filter = {
      actorId: ENTRY.actor!.id,
      kind: 'project',
      from: '2026-12-01',
      to: '2026-12-03',
    } as const;
    await h.store.activity.list(filter, { limit: 50 });
    await h.store.activity.count(filter);
    const expected = {
      'actor.id': ENTRY.actor!.id,
      kind: 'project',
      createdAt: { $gte: 'Date', $lt: 'Date' },
    };
    const [find] = h.sent('find');
    expect(find!.args[0]).toEqual(expected);
    expect(find!.args[1]).toMatchObject({ sort: { createdAt: -1, _id: -1 }, limit: 50 });
    const [count] = h.sent('countDocuments');
    expect(count!.collection).toBe('activities');
    expect(count!.args[0]).toEqual(expected);
  });

  test('the days are UTC days: from its midnight up to the midnight after `to`', async () => {
    const { ActivityModel } = await import('@/models/activity');
    const spy = jest.spyOn(ActivityModel, 'countDocuments');
    await h.store.activity.count({ from: '2026-12-01', to: '2026-12-01' });
    expect(spy.mock.calls[0]![0]).toEqual({
      createdAt: {
        $gte: new Date('2026-12-01T00:00:00.000Z'),
        $lt: new Date('2026-12-02T00:00:00.000Z'),
      },
    });
    spy.mockRestore();
  });

  test('the count without a filter: countDocuments {}', async () => {
    if (h.mode === 'stub') h.reply('countDocuments', 7, 'activities');
    const n = await h.store.activity.count();
    expect(h.sent('countDocuments')[0]!.args[0]).toEqual({});
    if (h.mode === 'stub') expect(n).toBe(7);
  });

  test('clear() empties the log too', async () => {
    await h.store.clear();
    expect(h.sent('deleteMany').map((c) => c.collection)).toContain('activities');
  });
});
