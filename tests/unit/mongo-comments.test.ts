import { demoSeed } from '@/lib/data/seed';
import { asStored, mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * The commands the MongoDB store sends for comment moderation, pinned (as in
 * ./mongo-store.test.ts): the queue and its count read through `comments.status_1`, an address's
 * standing through `comments.email_1`, and each action is one write that re-checks the status.
 */

const BLOG = demoSeed.blogs[0]!;
const oid = (id: string) => `ObjectId(${id})`;
const HELD = '65f1a40000000000000000a1';
const OTHER = '65f1a40000000000000000a2';

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

/** The demo post with one comment held and one published, as the driver returns it. */
const withHeld = () =>
  asStored({
    ...BLOG,
    comments: [
      ...BLOG.comments,
      {
        _id: HELD,
        name: 'New',
        email: 'new@example.com',
        comment: 'Held',
        status: 'pending',
        createdAt: '2025-06-01T00:00:00.000Z',
      },
    ],
  });

describe(`[${process.env.MONGODB_TEST_URI ? 'server' : 'stubbed driver'}] comment moderation commands`, () => {
  test('the queue: the posts holding a held comment, with their title, slug and comments', async () => {
    h.reply('find', [withHeld()]);
    const held = await h.store.blogs.heldComments(200);
    const [find] = h.sent('find');
    expect(find!.collection).toBe('blogs');
    expect(find!.args[0]).toEqual({ 'comments.status': 'pending' });
    expect(find!.args[1]).toMatchObject({ projection: { title: 1, slug: 1, comments: 1 } });
    if (h.mode === 'stub') {
      expect(held).toEqual([
        expect.objectContaining({ _id: HELD, blogId: BLOG._id, blogTitle: BLOG.title }),
      ]);
    }
  });

  test('the count: the same filter, only the statuses read', async () => {
    h.reply('find', [withHeld()]);
    const count = await h.store.blogs.countHeld();
    const [find] = h.sent('find');
    expect(find!.args[0]).toEqual({ 'comments.status': 'pending' });
    expect(find!.args[1]).toMatchObject({ projection: { 'comments.status': 1 } });
    if (h.mode === 'stub') expect(count).toBe(1);
  });

  test('an address’s standing: one lookup for spam, one for a published (or unmarked) comment', async () => {
    h.reply('findOne', null);
    h.reply('findOne', { _id: asStored(BLOG)._id });
    const standing = await h.store.blogs.commenterStanding('jordan.lee@fastmail.com');
    expect(h.sent('findOne').map((c) => c.args[0])).toEqual([
      { comments: { $elemMatch: { email: 'jordan.lee@fastmail.com', status: 'spam' } } },
      {
        comments: {
          $elemMatch: { email: 'jordan.lee@fastmail.com', status: { $in: [null, 'published'] } },
        },
      },
    ]);
    expect(standing).toBe('approved');
  });

  test('approve: one updateMany setting the held comments’ status, the status re-checked', async () => {
    h.reply('find', [withHeld()]);
    const result = await h.store.blogs.moderateComments([HELD, OTHER], 'approve');
    const held = { _id: { $in: [oid(HELD), oid(OTHER)] }, status: 'pending' };
    expect(h.sent('find')[0]!.args[0]).toEqual({ comments: { $elemMatch: held } });
    const [write] = h.sent('updateMany');
    expect(write!.collection).toBe('blogs');
    expect(write!.args[0]).toEqual({ comments: { $elemMatch: held } });
    expect(write!.args[1]).toEqual({ $set: { 'comments.$[held].status': 'published' } });
    expect(write!.args[2]).toMatchObject({
      arrayFilters: [{ 'held._id': { $in: [oid(HELD), oid(OTHER)] }, 'held.status': 'pending' }],
    });
    // No $set of updatedAt: moderating is not an edit of the post.
    expect(JSON.stringify(write!.args[1])).not.toContain('updatedAt');
    if (h.mode === 'stub') expect(result).toEqual({ moderated: [HELD], blogIds: [BLOG._id] });
  });

  test('reject: one updateMany that $pulls only held comments', async () => {
    h.reply('find', [withHeld()]);
    await h.store.blogs.moderateComments([HELD], 'reject');
    const held = { _id: { $in: [oid(HELD)] }, status: 'pending' };
    const [write] = h.sent('updateMany');
    expect(write!.args[0]).toEqual({ comments: { $elemMatch: held } });
    expect(write!.args[1]).toEqual({ $pull: { comments: held } });
  });

  test('nothing held among the ids: the read only, no write', async () => {
    h.reply('find', []);
    const result = await h.store.blogs.moderateComments([OTHER], 'spam');
    expect(h.sent('updateMany')).toHaveLength(0);
    expect(result).toEqual({ moderated: [], blogIds: [] });
  });
});
