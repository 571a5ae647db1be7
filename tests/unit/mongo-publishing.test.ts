import { demoSeed } from '@/lib/data/seed';
import { BlogModel } from '@/models/blog';
import { ProjectModel } from '@/models/project';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { asStored, mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * The MongoDB store's publishing queries, pinned: the public reads' filter (a status range of
 * the `status_1_createdAt_-1__id_-1` index, read newest first, pending changes left out), the
 * scheduler's due count (one sparse index per branch of its $or), its last-run marker, and the
 * preview links.
 */

const PUBLIC = {
  status: { $in: [null, 'published', 'scheduled'] },
  publishAt: { $not: { $gt: expect.any(String) } },
  unpublishAt: { $not: { $lte: expect.any(String) } },
};
const oid = (id: string) => `ObjectId(${id})`;

let h: MongoCommands;
beforeAll(async () => {
  h = await mongoCommands();
});
beforeEach(async () => {
  await h.reset();
});
afterAll(async () => {
  await h.close();
});

describe('public reads: only what visitors may see now', () => {
  test('each public list: the publishing filter, newest first, without pending changes', async () => {
    const { store } = h;
    await Promise.all([
      store.projects.listPublished(),
      store.reviews.listPublished(),
      store.team.listPublished(),
      store.blogs.listPublished(),
    ]);
    const finds = h.sent('find');
    expect(finds.map((c) => c.collection).sort()).toEqual(
      ['blogs', 'projects', 'reviews', 'teammembers'].sort(),
    );
    for (const find of finds) {
      expect(find.args[0]).toEqual(PUBLIC);
      expect(find.args[1]).toEqual({
        projection: { pending: 0 },
        sort: { createdAt: -1, _id: -1 },
      });
    }
  });

  test('the filter compares the current time, as the stored ISO strings are compared', async () => {
    const before = new Date().toISOString();
    await h.store.projects.listPublished();
    const after = new Date().toISOString();
    const filter = h.sent('find')[0]!.args[0] as { publishAt: { $not: { $gt: string } } };
    expect(filter.publishAt.$not.$gt >= before && filter.publishAt.$not.$gt <= after).toBe(true);
  });

  test('one published post: its id and the filter in one findOne, pending changes left out', async () => {
    const post = demoSeed.blogs[0]!;
    h.reply('findOne', asStored(post, { updatedAt: new Date(post.createdAt) }));
    await expect(h.store.blogs.getPublished(post._id)).resolves.toMatchObject({ _id: post._id });
    const [call] = h.sent('findOne');
    expect(call!.args[0]).toEqual({ _id: oid(post._id), ...PUBLIC });
    expect(call!.args[1]).toEqual({ projection: { pending: 0 } });
  });

  test('the blog list count counts only public posts', async () => {
    await h.store.blogs.countPublished();
    expect(h.sent('countDocuments').map((c) => [c.collection, c.args[0]])).toEqual([
      ['blogs', PUBLIC],
    ]);
  });

  test('a malformed id reads nothing', async () => {
    await expect(h.store.blogs.getPublished('nope')).resolves.toBeNull();
    expect(h.sent()).toEqual([]);
  });

  test('the index the filter reads is declared on every public collection', () => {
    for (const model of [ProjectModel, ReviewModel, TeamMemberModel, BlogModel]) {
      expect(model.schema.indexes()).toEqual(
        expect.arrayContaining([
          [{ status: 1, createdAt: -1, _id: -1 }, { name: 'status_1_createdAt_-1__id_-1' }],
          [{ publishAt: 1 }, { name: 'publishAt_1', sparse: true }],
          [{ unpublishAt: 1 }, { name: 'unpublishAt_1', sparse: true }],
        ]),
      );
    }
  });
});

describe('the scheduler', () => {
  test('what came due between two runs: one count with a range on each time field', async () => {
    const [after, until] = ['2026-12-01T10:00:00.000Z', '2026-12-01T10:01:00.000Z'];
    await h.store.projects.dueBetween(after, until);
    expect(h.sent('countDocuments')[0]!.args[0]).toEqual({
      $or: [
        { publishAt: { $gt: after, $lte: until } },
        { unpublishAt: { $gt: after, $lte: until } },
      ],
    });
  });

  test('the last run: one upserting $max, answering the document before it', async () => {
    const at = '2026-12-01T10:01:00.000Z';
    h.reply('findOneAndUpdate', { _id: 'publishing', lastRunAt: '2026-12-01T10:00:00.000Z' });
    await expect(h.store.publishing.markRun(at)).resolves.toBe('2026-12-01T10:00:00.000Z');
    const [call] = h.sent('findOneAndUpdate');
    expect(call!.collection).toBe('schedule_runs');
    expect(call!.args[0]).toEqual({ _id: 'publishing' });
    expect(call!.args[1]).toEqual({ $max: { lastRunAt: at } });
    expect(call!.args[2]).toMatchObject({ upsert: true, returnDocument: 'before' });
  });
});

describe('preview links', () => {
  const LINK = '65f1a7000000000000000001';
  const POST = demoSeed.blogs[0]!._id;

  test("a post's links: by its id, newest first", async () => {
    await h.store.publishing.listPreviews(POST);
    const [find] = h.sent('find');
    expect(find!.collection).toBe('preview_links');
    expect(find!.args[0]).toEqual({ blogId: oid(POST) });
    expect(find!.args[1]).toMatchObject({ sort: { createdAt: -1 } });
  });

  test('a revoke sets the time only on a link not yet revoked', async () => {
    await h.store.publishing.revokePreview(LINK, '2026-12-01T10:00:00.000Z');
    const [update] = h.sent('updateOne');
    expect(update!.args[0]).toEqual({ _id: oid(LINK), revokedAt: null });
    expect(update!.args[1]).toEqual({ $set: { revokedAt: '2026-12-01T10:00:00.000Z' } });
  });
});
