import { ApiError, DatabaseUnavailableError, describeError, MESSAGES } from '@/lib/api/errors';
import { MongoStore } from '@/lib/data/mongo';
import { MemoryStore } from '@/lib/data/memory';
import type { Store, Updated } from '@/lib/data/store';
import { demoSeed } from '@/lib/data/seed';
import { MAX_COMMENTS_PER_POST, type Blog } from '@/lib/entities';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { ProjectModel } from '@/models/project';
import { RateLimitModel } from '@/models/rate-limit';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { UserModel } from '@/models/user';
import { FaqModel } from '@/models/faq';
import { ServiceModel } from '@/models/service';
import { SiteSettingsModel } from '@/models/site-settings';
import { asStored, mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * The commands the MongoDB store sends for each operation, pinned. With MONGODB_TEST_URI the
 * store runs against this worker's database and the server answers; without it the driver is
 * stubbed and answers what the seeded server would (tests/helpers/mongo-commands.ts).
 */

const BLOG = demoSeed.blogs[0]!;
const PROJECT = demoSeed.projects[0]!;
const OID = /^ObjectId\([0-9a-f]{24}\)$/;
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

/** Every option object a findOneAndUpdate carried. */
/** The public reads' filter (lib/data/mongo-publishing.ts), at whatever time the read ran. */
const PUBLIC = {
  status: { $in: [null, 'published', 'scheduled'] },
  publishAt: { $not: { $gt: expect.any(String) } },
  unpublishAt: { $not: { $lte: expect.any(String) } },
};

const findOneAndUpdateOptions = () => h.sent('findOneAndUpdate').map((c) => c.args[2]);

describe(`[${process.env.MONGODB_TEST_URI ? 'server' : 'stubbed driver'}] MongoDB store commands`, () => {
  test('lists sort newest first with the id as tie-break, for every collection', async () => {
    const { store } = h;
    await Promise.all([
      store.projects.list(),
      store.reviews.list(),
      store.team.list(),
      store.blogs.list(),
      store.messages.list(),
      store.users.list(),
    ]);
    const finds = h.sent('find');
    expect(finds.map((c) => c.collection).sort()).toEqual(
      ['blogs', 'contactmessages', 'projects', 'reviews', 'teammembers', 'users'].sort(),
    );
    for (const find of finds) {
      expect(find.args[0]).toEqual({});
      expect(find.args[1]).toMatchObject({ sort: { createdAt: -1, _id: -1 } });
    }
  });

  describe('blog reads that load only what they show: projection, sort, skip and limit', () => {
    const SUMMARY = {
      title: 1,
      slug: 1,
      imageURL: 1,
      imageAlt: 1,
      author: 1,
      authorMember: 1,
      createdAt: 1,
      updatedAt: 1,
    };

    test('summaries: every post, newest first, only the summary fields', async () => {
      // The demo posts were written oldest first.
      const newestFirst = [...demoSeed.blogs].reverse();
      h.reply(
        'find',
        newestFirst.map((b) => asStored(b)),
      );
      const summaries = await h.store.blogs.summaries();
      expect(summaries.map((s) => s._id)).toEqual(newestFirst.map((b) => b._id));
      expect(summaries[0]).not.toHaveProperty('description');
      expect(summaries[0]).not.toHaveProperty('comments');
      const [find] = h.sent('find');
      expect(find!.collection).toBe('blogs');
      expect(find!.args[0]).toEqual(PUBLIC);
      expect(find!.args[1]).toEqual({
        projection: SUMMARY,
        sort: { createdAt: -1, _id: -1 },
      });
    });

    test('the newest posts whole (GET /frontend/blogs/get-main): sorted, cut and projected by the query', async () => {
      const newest = [...demoSeed.blogs].reverse().slice(0, 3);
      h.reply(
        'find',
        newest.map((b) => asStored(b, { updatedAt: new Date(b.createdAt) })),
      );
      const latest = await h.store.blogs.latest(3);
      expect(latest.map((b) => b._id)).toEqual(newest.map((b) => b._id));
      expect(latest[0]!.comments).toHaveLength(newest[0]!.comments.length);
      expect(h.sent('find')).toHaveLength(1);
      expect(h.sent('find')[0]!.args[1]).toEqual({
        projection: {
          ...SUMMARY,
          description: 1,
          seoTitle: 1,
          seoDescription: 1,
          shareImage: 1,
          comments: 1,
          commentsOpen: 1,
          status: 1,
          publishAt: 1,
          unpublishAt: 1,
        },
        sort: { createdAt: -1, _id: -1 },
        limit: 3,
      });
    });

    test('the newest N summaries ("More Articles"): a limit, no skip', async () => {
      await h.store.blogs.summaries({ limit: 6 });
      expect(h.sent('find')[0]!.args[1]).toEqual({
        projection: SUMMARY,
        sort: { createdAt: -1, _id: -1 },
        limit: 6,
      });
    });

    test('a page of cards: the text without the comments, skip and limit', async () => {
      // The oldest demo post is the sixth.
      h.reply('find', [asStored(BLOG, { updatedAt: new Date(BLOG.createdAt) })]);
      const [preview] = await h.store.blogs.previews({ skip: 5, limit: 12 });
      expect(preview).toEqual({
        _id: BLOG._id,
        title: BLOG.title,
        slug: BLOG.slug,
        description: BLOG.description,
        imageURL: BLOG.imageURL,
        imageAlt: BLOG.imageAlt,
        author: BLOG.author,
        authorMember: BLOG.authorMember,
        createdAt: BLOG.createdAt,
        updatedAt: BLOG.createdAt,
      });
      expect(h.sent('find')[0]!.args[1]).toEqual({
        projection: { ...SUMMARY, description: 1 },
        sort: { createdAt: -1, _id: -1 },
        skip: 5,
        limit: 12,
      });
    });

    test('neighbours: the nearest newer and older post by (createdAt, _id), titles only', async () => {
      const post = demoSeed.blogs[2]!;
      const [newer, older] = [demoSeed.blogs[3]!, demoSeed.blogs[1]!];
      h.reply('findOne', { _id: asStored(newer)._id, title: newer.title });
      h.reply('findOne', { _id: asStored(older)._id, title: older.title });
      await expect(h.store.blogs.neighbours(post)).resolves.toEqual({
        previous: { _id: newer._id, title: newer.title },
        next: { _id: older._id, title: older.title },
      });
      const calls = h.sent('findOne').map((c) => c.args);
      expect(calls).toEqual([
        [
          {
            ...PUBLIC,
            $or: [
              { createdAt: { $gt: 'Date' } },
              { createdAt: 'Date', _id: { $gt: oid(post._id) } },
            ],
          },
          { projection: { title: 1, slug: 1 }, sort: { createdAt: 1, _id: 1 } },
        ],
        [
          {
            ...PUBLIC,
            $or: [
              { createdAt: { $lt: 'Date' } },
              { createdAt: 'Date', _id: { $lt: oid(post._id) } },
            ],
          },
          { projection: { title: 1, slug: 1 }, sort: { createdAt: -1, _id: -1 } },
        ],
      ]);
    });

    test('neighbours of the newest post: no newer one', async () => {
      // The replies are what the seeded server answers, so the assertions hold in both modes.
      const [newest, older] = [demoSeed.blogs[5]!, demoSeed.blogs[4]!];
      h.reply('findOne', null);
      h.reply('findOne', { _id: asStored(older)._id, title: older.title });
      const { previous, next } = await h.store.blogs.neighbours(newest);
      expect(previous).toBeNull();
      expect(next).toEqual({ _id: older._id, title: older.title });
    });
  });

  describe('POST a comment: one $push whose filter caps the post', () => {
    const input = { name: 'Ana', email: 'ana@example.com', comment: 'Great read.' };

    test('the filter matches only while the post has room; the update only pushes', async () => {
      const stored = asStored(BLOG);
      h.reply('findOneAndUpdate', {
        ...stored,
        comments: [
          ...(stored.comments as object[]),
          asStored({ ...input, _id: '65f1a4ffffffffffffffffff', createdAt: new Date().toJSON() }),
        ],
      });
      const blog = await h.store.blogs.addComment(BLOG._id, input);
      expect(blog!.comments.at(-1)).toMatchObject(input);
      const [push] = h.sent('findOneAndUpdate');
      expect(push!.collection).toBe('blogs');
      expect(push!.args[0]).toEqual({
        _id: oid(BLOG._id),
        [`comments.${MAX_COMMENTS_PER_POST - 1}`]: { $exists: false },
      });
      // $push alone: no $set, so no updatedAt (a comment is not an edit of the post).
      expect(push!.args[1]).toEqual({
        $push: {
          comments: {
            status: 'published',
            ...input,
            createdAt: 'Date',
            _id: expect.stringMatching(OID),
          },
        },
      });
      expect(push!.args[2]).toMatchObject({ returnDocument: 'after', runValidators: true });
    });

    test(`a post with ${MAX_COMMENTS_PER_POST} comments: nothing matches, and the answer is a 409`, async () => {
      if (h.mode === 'server') {
        const full = Array.from({ length: MAX_COMMENTS_PER_POST }, (_, i) => ({
          ...input,
          comment: `#${i}`,
          createdAt: new Date(),
        }));
        await BlogModel.updateOne({ _id: BLOG._id }, { $set: { comments: full } });
        h.forget();
      }
      h.reply('findOneAndUpdate', null);
      h.reply('findOne', { _id: asStored(BLOG)._id });
      const error = await h.store.blogs.addComment(BLOG._id, input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(409);
      // The follow-up only asks whether the post exists (a 404 otherwise).
      expect(h.sent('findOne').map((c) => c.args)).toEqual([
        [{ _id: oid(BLOG._id) }, { projection: { _id: 1 } }],
      ]);
    });

    test('an unknown post answers null (a 404), not a 409', async () => {
      const unknown = '65f1a3999999999999999999';
      await expect(h.store.blogs.addComment(unknown, input)).resolves.toBeNull();
    });
  });

  describe('moderation: one update that sets the fields and $pulls the removed ids', () => {
    test('$set and $pull with the ids cast to ObjectIds, answered after the update', async () => {
      const [first, second] = BLOG.comments;
      const stored = asStored(BLOG);
      h.reply('findOneAndUpdate', {
        ...stored,
        title: 'Edited',
        comments: (stored.comments as { _id: unknown }[]).filter(
          (c) => String(c._id) !== second!._id,
        ),
      });
      const result = (await h.store.blogs.update(BLOG._id, {
        title: 'Edited',
        description: BLOG.description,
        removeCommentIds: [second!._id, 'not-an-id'],
      })) as Updated<Blog>;
      expect(result!.record.comments.map((c) => c._id)).toContain(first!._id);
      expect(result!.record.comments.map((c) => c._id)).not.toContain(second!._id);
      expect(result!.replacedImageURL).toBeUndefined();
      const [update] = h.sent('findOneAndUpdate');
      expect(update!.args[0]).toEqual({ _id: oid(BLOG._id) });
      expect(update!.args[1]).toEqual({
        $set: { title: 'Edited', description: BLOG.description, updatedAt: 'Date' },
        $pull: { comments: { _id: { $in: [oid(second!._id)] } } },
      });
      expect(update!.args[2]).toMatchObject({ returnDocument: 'after', runValidators: true });
    });

    test('without removals there is no $pull', async () => {
      h.reply('findOneAndUpdate', asStored(BLOG));
      await h.store.blogs.update(BLOG._id, { title: BLOG.title, removeCommentIds: [] });
      expect(Object.keys(h.sent('findOneAndUpdate')[0]!.args[1] as object)).toEqual(['$set']);
    });
  });

  describe('an image update applies only over the image it read, so it names the one it replaced', () => {
    test('read the image, then update on condition that it is still the stored one', async () => {
      const url = '/uploads/0123456789abcdef0123456789abcdef.png';
      h.reply('findOne', { _id: asStored(PROJECT)._id, imageURL: PROJECT.imageURL });
      h.reply('findOneAndUpdate', { ...asStored(PROJECT), imageURL: url });
      const result = await h.store.projects.update(PROJECT._id, { imageURL: url });
      expect(result).toMatchObject({
        record: { imageURL: url },
        replacedImageURL: PROJECT.imageURL,
      });
      expect(h.sent().map((c) => [c.method, c.args[0]])).toEqual([
        ['findOne', { _id: oid(PROJECT._id) }],
        ['findOneAndUpdate', { _id: oid(PROJECT._id), imageURL: PROJECT.imageURL }],
      ]);
      expect(h.sent('findOne')[0]!.args[1]).toEqual({ projection: { imageURL: 1 } });
    });

    // Only a stubbed driver can lose this race on cue; on a server the contract suite's ten
    // concurrent image updates exercise it.
    (process.env.MONGODB_TEST_URI ? test.skip : test)(
      'stubbed: when another update replaced the image in between, it reads again and names that one',
      async () => {
        const url = '/uploads/0123456789abcdef0123456789abcdef.png';
        const other = '/uploads/fedcba9876543210fedcba9876543210.jpg';
        h.reply('findOne', { imageURL: PROJECT.imageURL });
        h.reply('findOneAndUpdate', null); // lost the race
        h.reply('findOne', { imageURL: other });
        h.reply('findOneAndUpdate', { ...asStored(PROJECT), imageURL: url });
        const result = await h.store.projects.update(PROJECT._id, { imageURL: url });
        expect((result as Updated<unknown>).replacedImageURL).toBe(other);
        expect(h.sent('findOneAndUpdate').map((c) => c.args[0])).toEqual([
          { _id: oid(PROJECT._id), imageURL: PROJECT.imageURL },
          { _id: oid(PROJECT._id), imageURL: other },
        ]);
      },
    );
  });

  describe('an update that expects the values an edit page loaded (If-Match): one conditional write', () => {
    const loaded = {
      title: PROJECT.title,
      description: PROJECT.description,
      link: PROJECT.link,
      imageURL: PROJECT.imageURL,
    };

    test('the filter holds the expected values; the image they name is the one replaced', async () => {
      const url = '/uploads/0123456789abcdef0123456789abcdef.png';
      h.reply('findOneAndUpdate', { ...asStored(PROJECT), title: 'New', imageURL: url });
      const result = await h.store.projects.update(
        PROJECT._id,
        { title: 'New', imageURL: url },
        loaded,
      );
      expect(result).toMatchObject({
        record: { title: 'New', imageURL: url },
        replacedImageURL: PROJECT.imageURL,
      });
      // No read of the image first: the condition already names it.
      expect(h.sent().map((c) => [c.method, c.args[0]])).toEqual([
        ['findOneAndUpdate', { ...loaded, _id: oid(PROJECT._id) }],
      ]);
      expect(h.sent('findOneAndUpdate')[0]!.args[1]).toEqual({
        $set: { title: 'New', imageURL: url, updatedAt: 'Date' },
      });
    });

    test('a field the record lacks is expected as null (MongoDB matches a missing field)', async () => {
      h.reply('findOneAndUpdate', asStored(PROJECT));
      await h.store.projects.update(PROJECT._id, { title: 'New' }, { ...loaded, link: null });
      expect(h.sent('findOneAndUpdate')[0]!.args[0]).toEqual({
        ...loaded,
        link: null,
        _id: oid(PROJECT._id),
      });
    });

    test("no match while the record exists: 'changed', and nothing else is written", async () => {
      if (h.mode === 'server') {
        await ProjectModel.updateOne({ _id: PROJECT._id }, { $set: { title: 'A colleague' } });
        h.forget();
      }
      h.reply('findOneAndUpdate', null);
      h.reply('findOne', { _id: asStored(PROJECT)._id });
      const result = await h.store.projects.update(PROJECT._id, { title: 'Mine' }, loaded);
      expect(result).toBe('changed');
      expect(h.sent().map((c) => c.method)).toEqual(['findOneAndUpdate', 'findOne']);
      expect(h.sent('findOne')[0]!.args).toEqual([
        { _id: oid(PROJECT._id) },
        { projection: { _id: 1 } },
      ]);
    });

    test('no match and no record: null (a 404)', async () => {
      const unknown = '65f1a3999999999999999999';
      await expect(h.store.projects.update(unknown, { title: 'Mine' }, loaded)).resolves.toBeNull();
    });

    test('a post: the condition, the fields and the comment removals in one write', async () => {
      const [first] = BLOG.comments;
      h.reply('findOneAndUpdate', asStored(BLOG));
      const expected = {
        title: BLOG.title,
        description: BLOG.description,
        imageURL: BLOG.imageURL,
      };
      await h.store.blogs.update(
        BLOG._id,
        { title: 'Edited', removeCommentIds: [first!._id] },
        expected,
      );
      const [update] = h.sent('findOneAndUpdate');
      expect(update!.args[0]).toEqual({ ...expected, _id: oid(BLOG._id) });
      expect(update!.args[1]).toEqual({
        $set: { title: 'Edited', updatedAt: 'Date' },
        $pull: { comments: { _id: { $in: [oid(first!._id)] } } },
      });
    });
  });

  describe('the last-admin guard: claim, check, then delete', () => {
    async function createAdmin(username: string) {
      const user = await h.store.users.create({
        username,
        email: `${username}@example.com`,
        role: 'admin',
        passwordHash: 'hash',
      });
      h.forget();
      return user;
    }

    test('a lone admin: claimed, counted, released; nothing deleted', async () => {
      const admin = await createAdmin('lone');
      h.reply('findOneAndDelete', null);
      h.reply('findOneAndUpdate', asStored(admin));
      h.reply('countDocuments', 0);
      await expect(h.store.users.removeUnlessLastAdmin(admin._id)).resolves.toBe('last-admin');
      const sent = h.sent();
      expect(sent.map((c) => `${c.collection}.${c.method}`)).toEqual([
        'users.findOneAndDelete',
        'users.findOneAndUpdate',
        'users.countDocuments',
        'users.updateOne',
      ]);
      // 1. Anyone but an admin would have been deleted by this one conditional write.
      expect(sent[0]!.args[0]).toEqual({ _id: oid(admin._id), role: { $ne: 'admin' } });
      // 2. The claim: a token and a time pushed onto the target, without touching updatedAt.
      const token = expect.stringMatching(OID);
      expect(sent[1]!.args[0]).toEqual({ _id: oid(admin._id) });
      expect(sent[1]!.args[1]).toEqual({ $push: { removals: { token, at: 'Date' } } });
      expect(sent[1]!.args[2]).toMatchObject({ returnDocument: 'after' });
      // 3. Other admins that no live claim marks as going.
      expect(sent[2]!.args[0]).toEqual({
        _id: { $ne: oid(admin._id) },
        role: 'admin',
        'removals.at': { $not: { $gt: 'Date' } },
      });
      // 4. None: the claim is withdrawn, by its own token only.
      const claimToken = (sent[1]!.args[1] as { $push: { removals: { token: string } } }).$push
        .removals.token;
      expect(sent[3]!.args[0]).toEqual({ _id: oid(admin._id) });
      expect(sent[3]!.args[1]).toEqual({ $pull: { removals: { token: claimToken } } });
    });

    test('with another admin: the target is deleted', async () => {
      const target = await createAdmin('target');
      await createAdmin('keeper');
      h.reply('findOneAndDelete', null);
      h.reply('findOneAndUpdate', asStored(target));
      h.reply('countDocuments', 1);
      h.reply('findOneAndDelete', asStored(target));
      const removed = await h.store.users.removeUnlessLastAdmin(target._id);
      expect(removed).toMatchObject({ _id: target._id, username: 'target' });
      expect(h.sent().map((c) => c.method)).toEqual([
        'findOneAndDelete',
        'findOneAndUpdate',
        'countDocuments',
        'findOneAndDelete',
      ]);
      expect(h.sent('findOneAndDelete')[1]!.args[0]).toEqual({ _id: oid(target._id) });
    });

    test('a role change that takes no admin away is one conditional write', async () => {
      const admin = await createAdmin('keeper');
      h.reply('findOneAndUpdate', asStored({ ...admin, role: 'admin' }));
      await h.store.users.setRoleUnlessLastAdmin(admin._id, 'admin');
      const [promote] = h.sent();
      expect(promote!.method).toBe('findOneAndUpdate');
      expect(promote!.args[0]).toEqual({ _id: oid(admin._id) });
      expect(promote!.args[1]).toMatchObject({ $set: { role: 'admin' } });
      h.forget();
      h.reply('findOneAndUpdate', null);
      h.reply('findOneAndUpdate', asStored(admin));
      h.reply('countDocuments', 0);
      await expect(h.store.users.setRoleUnlessLastAdmin(admin._id, 'editor')).resolves.toBe(
        'last-admin',
      );
      const sent = h.sent();
      expect(sent.map((c) => `${c.collection}.${c.method}`)).toEqual([
        'users.findOneAndUpdate',
        'users.findOneAndUpdate',
        'users.countDocuments',
        'users.updateOne',
      ]);
      // 1. Anyone but an admin would have changed in this one write.
      expect(sent[0]!.args[0]).toEqual({ _id: oid(admin._id), role: { $ne: 'admin' } });
      expect(sent[0]!.args[1]).toMatchObject({ $set: { role: 'editor' } });
      // 2-4. An admin is claimed, the others counted, and the claim withdrawn: no role written.
      expect(sent[1]!.args[1]).toEqual({
        $push: { removals: { token: expect.stringMatching(OID), at: 'Date' } },
      });
      expect(sent[2]!.args[0]).toMatchObject({ _id: { $ne: oid(admin._id) }, role: 'admin' });
      expect(sent[3]!.args[1]).toHaveProperty('$pull');
    });

    test('with another admin, a demotion writes the role and withdraws its claim in one write', async () => {
      const target = await createAdmin('target');
      await createAdmin('other');
      h.reply('findOneAndUpdate', null);
      h.reply('findOneAndUpdate', asStored(target));
      h.reply('countDocuments', 1);
      h.reply('findOneAndUpdate', asStored({ ...target, role: 'editor' }));
      const changed = await h.store.users.setRoleUnlessLastAdmin(target._id, 'editor');
      expect(changed).toMatchObject({ _id: target._id, role: 'editor' });
      const updates = h.sent('findOneAndUpdate');
      expect(updates).toHaveLength(3);
      const token = (updates[1]!.args[1] as { $push: { removals: { token: string } } }).$push
        .removals.token;
      expect(updates[2]!.args[0]).toEqual({ _id: oid(target._id) });
      expect(updates[2]!.args[1]).toMatchObject({
        $set: { role: 'editor' },
        $pull: { removals: { token } },
      });
    });
  });

  describe('the contact inbox', () => {
    const MESSAGE = demoSeed.messages[0]!;

    test('a search is literal text in name, email, subject or message, letter case aside; a page skips and limits', async () => {
      const { store } = h;
      await store.messages.list({ query: ' a.b*(c) ', skip: 25, limit: 25 });
      await store.messages.count(' a.b*(c) ');
      const contains = { $regex: 'a\\.b\\*\\(c\\)', $options: 'i' };
      const filter = {
        $or: ['name', 'email', 'subject', 'message'].map((key) => ({ [key]: contains })),
      };
      const [find] = h.sent('find');
      expect(find!.args[0]).toEqual(filter);
      expect(find!.args[1]).toMatchObject({
        sort: { createdAt: -1, _id: -1 },
        skip: 25,
        limit: 25,
      });
      expect(h.sent('countDocuments').map((c) => c.args[0])).toEqual([filter]);
      if (h.mode === 'server') return;
      // The literal text really matches what it should, and a pattern character is just text.
      const pattern = new RegExp(contains.$regex, contains.$options);
      expect(pattern.test('Re: A.B*(C) launch')).toBe(true);
      expect(pattern.test('aXbbb(c)')).toBe(false);
    });

    test('control characters are dropped from a search before its pattern is built (MongoDB refuses NUL)', async () => {
      await h.store.messages.list({ query: '\u0000Nata\u0007lie\u001f\u007f\u0085 ' });
      expect(h.sent('find')[0]!.args[0]).toEqual({
        $or: ['name', 'email', 'subject', 'message'].map((key) => ({
          [key]: { $regex: 'Natalie', $options: 'i' },
        })),
      });
      // Nothing but control characters is no search at all.
      await h.store.messages.count('\u0000\u0001');
      expect(h.sent('countDocuments')[0]!.args[0]).toEqual({});
    });

    test('an export reads a cursor, a batch at a time: the search, newest first', async () => {
      const newest = [...demoSeed.messages].reverse();
      h.reply(
        'find',
        newest.map((m) => asStored(m)),
      );
      const read: string[] = [];
      for await (const message of h.store.messages.stream('  ')) read.push(message._id);
      expect(read).toEqual(newest.map((m) => m._id));
      const [find] = h.sent('find');
      expect(find!.args[0]).toEqual({});
      expect(find!.args[1]).toMatchObject({ sort: { createdAt: -1, _id: -1 }, batchSize: 200 });
      expect(find!.args[1]).not.toHaveProperty('limit');
    });

    test('without a search every message counts; "new" counts those not marked handled, old ones included', async () => {
      const { store } = h;
      await store.messages.count();
      await store.messages.countNew();
      expect(h.sent('countDocuments').map((c) => c.args[0])).toEqual([
        {},
        { handled: { $ne: true } },
      ]);
    });

    test('marking handled and recording the notification are one $set each, never touching the visitor fields', async () => {
      const { store } = h;
      h.reply('findOneAndUpdate', asStored(MESSAGE, { handled: true }));
      const marked = await store.messages.setHandled(MESSAGE._id, true);
      expect(marked).toMatchObject({ _id: MESSAGE._id, handled: true });
      h.reply(
        'findOneAndUpdate',
        asStored(MESSAGE, {
          notification: { state: 'failed', at: new Date('2025-03-05T10:00:05Z'), error: 'x' },
        }),
      );
      const noted = await store.messages.setNotification(MESSAGE._id, {
        state: 'failed',
        at: '2025-03-05T10:00:05.000Z',
        error: 'x',
      });
      expect(noted!.notification).toEqual({
        state: 'failed',
        at: '2025-03-05T10:00:05.000Z',
        error: 'x',
      });
      expect(h.sent('findOneAndUpdate').map((c) => [c.args[0], c.args[1]])).toEqual([
        [{ _id: oid(MESSAGE._id) }, { $set: { handled: true } }],
        [
          { _id: oid(MESSAGE._id) },
          { $set: { notification: { state: 'failed', at: 'Date', error: 'x' } } },
        ],
      ]);
      // A malformed id asks nothing.
      await expect(store.messages.setHandled('nope', true)).resolves.toBeNull();
      expect(h.sent('findOneAndUpdate')).toHaveLength(2);
    });

    test('sending again claims the message in one findOneAndUpdate: only when no send began after the cut-off', async () => {
      const { store } = h;
      const claim = { at: '2025-03-05T10:02:30.000Z', staleBefore: '2025-03-05T10:00:30.000Z' };
      h.reply(
        'findOneAndUpdate',
        asStored(MESSAGE, {
          notification: { state: 'pending', at: new Date('2025-03-05T10:02:30Z') },
        }),
      );
      const claimed = await store.messages.claimNotification(MESSAGE._id, claim);
      expect(claimed!.notification).toEqual({ state: 'pending', at: claim.at });
      // Held by a send under way: the filter matches nothing and the server answers null.
      h.reply('findOneAndUpdate', null);
      await expect(store.messages.claimNotification(MESSAGE._id, claim)).resolves.toBeNull();
      const [first, second] = h.sent('findOneAndUpdate');
      expect([first!.args[0], first!.args[1]]).toEqual([
        {
          _id: oid(MESSAGE._id),
          $or: [
            { 'notification.state': { $ne: 'pending' } },
            { 'notification.at': { $not: { $gt: 'Date' } } },
          ],
        },
        { $set: { notification: { state: 'pending', at: 'Date' } } },
      ]);
      expect(second!.args[0]).toEqual(first!.args[0]);
      await expect(store.messages.claimNotification('nope', claim)).resolves.toBeNull();
      expect(h.sent('findOneAndUpdate')).toHaveLength(2);
    });

    test("a send records its outcome only while its claim holds: the claim's time is in the filter", async () => {
      const { store } = h;
      const claim = { at: '2025-03-05T10:02:30.000Z', staleBefore: '2025-03-05T10:00:30.000Z' };
      h.reply(
        'findOneAndUpdate',
        asStored(MESSAGE, { notification: { state: 'pending', at: new Date(claim.at) } }),
      );
      await store.messages.claimNotification(MESSAGE._id, claim);
      // A send that claimed it earlier (10:00:00) ends late: its write matches nothing.
      h.reply('findOneAndUpdate', null);
      const late = await store.messages.setNotification(
        MESSAGE._id,
        { state: 'failed', at: '2025-03-05T10:03:00.000Z', error: 'x' },
        '2025-03-05T10:00:00.000Z',
      );
      expect(late).toBeNull();
      // The send holding the claim records its outcome.
      h.reply(
        'findOneAndUpdate',
        asStored(MESSAGE, { notification: { state: 'sent', at: new Date() } }),
      );
      const sent = await store.messages.setNotification(
        MESSAGE._id,
        { state: 'sent', at: '2025-03-05T10:02:40.000Z' },
        claim.at,
      );
      expect(sent!.notification.state).toBe('sent');
      const [, lateWrite, heldWrite] = h.sent('findOneAndUpdate');
      const held = (at: string) => ({
        _id: oid(MESSAGE._id),
        'notification.state': 'pending',
        'notification.at': at,
      });
      expect(lateWrite!.args[0]).toEqual(held('Date'));
      expect(heldWrite!.args[0]).toEqual(held('Date'));
      expect(heldWrite!.args[1]).toEqual({
        $set: { notification: { state: 'sent', at: 'Date' } },
      });
    });

    test('a message stored before the inbox existed reads as new and never notified', async () => {
      h.reply('findOne', asStored(MESSAGE));
      const read = await h.store.messages.get(MESSAGE._id);
      expect(read).toMatchObject({ handled: false, notification: { state: 'not-configured' } });
    });
  });

  describe('every operation is bounded: a stalled database is a 503 within 9 s, not a hang', () => {
    afterEach(() => jest.useRealTimers());

    test('a database that never answers: the operation fails at 9 s as unavailable', async () => {
      jest.useFakeTimers();
      const stalled = new MongoStore('mongodb://127.0.0.1:9/stalled', {
        connect: () => new Promise(() => undefined),
      });
      const outcome = stalled.projects.list().then(
        () => 'answered',
        (error: unknown) => describeError(error),
      );
      let settled: unknown;
      void outcome.then((value) => (settled = value));
      await jest.advanceTimersByTimeAsync(8_999);
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toEqual({ status: 503, message: MESSAGES.databaseUnavailable });
    });

    (process.env.MONGODB_TEST_URI ? test.skip : test)(
      'stubbed: a command the server never answers is cut off the same way',
      async () => {
        const store = new MongoStore('mongodb://stubbed', {
          connect: async () => undefined,
          operationTimeoutMs: 50,
        });
        h.reply('findOneAndUpdate', new Promise(() => undefined));
        const error = await store.messages
          .setHandled(demoSeed.messages[0]!._id, true)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DatabaseUnavailableError);
        expect(((error as Error).cause as Error).message).toBe(
          'MongoDB did not answer within 50 ms',
        );
        expect(h.sent('findOneAndUpdate')).toHaveLength(1);
      },
    );
  });

  test('no model builds indexes by itself in the background', () => {
    for (const model of [
      ProjectModel,
      ReviewModel,
      TeamMemberModel,
      BlogModel,
      ContactMessageModel,
      UserModel,
      RateLimitModel,
      SiteSettingsModel,
      ServiceModel,
      FaqModel,
    ]) {
      expect(model.schema.get('autoIndex')).toBe(false);
    }
  });

  test('every findOneAndUpdate asks for the document after the update, never with the deprecated `new`', async () => {
    const warn = jest.spyOn(process, 'emitWarning');
    const { store } = h;
    h.reply('findOneAndUpdate', { ...asStored(BLOG) });
    await store.blogs.addComment(BLOG._id, { name: 'A', email: 'a@a.a', comment: 'hi' });
    h.reply('findOneAndUpdate', asStored(BLOG));
    await store.blogs.update(BLOG._id, { title: 'T' });
    h.reply('findOneAndUpdate', asStored(PROJECT));
    await store.projects.update(PROJECT._id, { title: 'T' });
    const seeded = { username: 'seeded', email: 's@example.com', role: 'admin' as const };
    h.reply('findOneAndUpdate', asStored({ ...seeded, _id: '65f1a6000000000000000001' }));
    const upserted = await store.users.upsertByUsername({ ...seeded, passwordHash: 'hash' });
    h.reply('findOneAndDelete', null);
    h.reply('findOneAndUpdate', null);
    await store.users.removeUnlessLastAdmin(upserted._id);
    const options = findOneAndUpdateOptions();
    expect(options.length).toBeGreaterThanOrEqual(5);
    for (const option of options) {
      expect(option).toMatchObject({ returnDocument: 'after' });
      expect(option).not.toHaveProperty('new');
    }
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/deprecated/), expect.anything());
    warn.mockRestore();
  });
});

describe('both stores answer the same keys in the same order', () => {
  const memory = new MemoryStore();
  beforeAll(() => memory.importSeed(demoSeed));

  /** A document as the driver returns it, with its keys in another order than the app's. */
  const shuffled = (record: object, extra: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(asStored(record, extra)).reverse());
  const withUpdatedAt = <T extends { createdAt: string }>(r: T) => ({
    ...r,
    updatedAt: r.createdAt,
  });

  test.each([
    [
      'projects',
      withUpdatedAt(demoSeed.projects[0]!),
      (s: Store, id: string) => s.projects.get(id),
    ],
    ['reviews', withUpdatedAt(demoSeed.reviews[0]!), (s: Store, id: string) => s.reviews.get(id)],
    ['team', withUpdatedAt(demoSeed.team[0]!), (s: Store, id: string) => s.team.get(id)],
    ['blogs', withUpdatedAt(demoSeed.blogs[0]!), (s: Store, id: string) => s.blogs.get(id)],
    ['messages', demoSeed.messages[0]!, (s: Store, id: string) => s.messages.get(id)],
  ] as const)('%s read by id', async (_name, record, read) => {
    // Stubbed: the driver's document also carries Mongoose's version key and, for messages, an
    // updatedAt that earlier versions stored; neither reaches the app.
    const legacy = _name === 'messages' ? { updatedAt: new Date() } : {};
    h.reply('findOne', shuffled(record, { __v: 3, ...legacy }));
    const fromMongo = await read(h.store, record._id);
    const fromMemory = await read(memory, record._id);
    expect(fromMongo).not.toBeNull();
    expect(JSON.stringify(fromMongo)).toBe(JSON.stringify(fromMemory));
  });

  test('users: the same keys, and never the hash, the version or a removal claim', async () => {
    const input = { username: 'ada', email: 'ada@example.com', role: 'admin' as const };
    const fromMemory = await memory.users.create({ ...input, passwordHash: 'hash' });
    const created = await h.store.users.create({ ...input, passwordHash: 'hash' });
    h.reply('findOne', {
      ...shuffled({ ...fromMemory, _id: created._id }),
      password: 'hash',
      removals: [{ token: asStored({ _id: created._id })._id, at: new Date() }],
    });
    const fromMongo = await h.store.users.get(created._id);
    expect(Object.keys(fromMongo!)).toEqual(Object.keys(fromMemory));
    expect(Object.keys(created)).toEqual(Object.keys(fromMemory));
  });
});
