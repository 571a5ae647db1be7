import { MemoryStore } from '@/lib/data/memory';
import { asStored, mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * The commands the MongoDB store sends for post slugs and redirect rules, pinned: each read the
 * proxy makes is one indexed query (slug_1, from_1, updatedAt_-1), and hits are one bulk write
 * that leaves updatedAt alone.
 */

let h: MongoCommands;
beforeAll(async () => {
  h = await mongoCommands();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const RULE = {
  _id: '65f1a9000000000000000001',
  from: '/old',
  to: '/new',
  permanent: true,
  external: false,
  hits: 3,
  lastHitAt: null,
  origin: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

describe('post slugs on MongoDB', () => {
  test('the post at a slug: one findOne on the slug (index slug_1)', async () => {
    await h.store.blogs.findBySlug('technical-seo-checklist');
    const [find] = h.sent('findOne');
    expect(find!.collection).toBe('blogs');
    expect(find!.args[0]).toEqual({ slug: 'technical-seo-checklist' });
  });

  test('posts without a slug get their title’s, only while they still have none, timestamps untouched', async () => {
    if (h.mode === 'server') return;
    h.reply('find', [asStored({ _id: '65f1a3000000000000000099', title: 'Hello World' })], 'blogs');
    h.reply('findOne', null, 'blogs');
    expect(await h.store.blogs.assignMissingSlugs()).toBe(1);
    const [find] = h.sent('find');
    expect(find!.args[0]).toEqual({ slug: { $exists: false } });
    expect(find!.args[1]).toMatchObject({
      projection: { title: 1 },
      sort: { createdAt: 1, _id: 1 },
    });
    const [taken] = h.sent('findOne');
    expect(taken!.args[0]).toEqual({ slug: 'hello-world' });
    const [write] = h.sent('updateOne');
    expect(write!.args[0]).toEqual({
      _id: 'ObjectId(65f1a3000000000000000099)',
      slug: { $exists: false },
    });
    expect(write!.args[1]).toEqual({ $set: { slug: 'hello-world' } });
  });

  test('the memory store numbers a slug another post has', async () => {
    const store = new MemoryStore();
    await store.blogs.create({
      title: 'A',
      slug: 'hello-world',
      description: 'D',
      imageURL: '/x',
      imageAlt: 'A test image',
      author: 'a',
    });
    const legacy = await store.blogs.create({
      title: 'Hello World',
      slug: '',
      description: 'D',
      imageURL: '/x',
      imageAlt: 'A test image',
      author: 'a',
    });
    expect(await store.blogs.assignMissingSlugs()).toBe(1);
    expect((await store.blogs.get(legacy._id))!.slug).toBe('hello-world-2');
  });
});

describe('redirect rules on MongoDB', () => {
  test('the rule of an address: one findOne on from (index from_1)', async () => {
    await h.store.redirects.findByFrom('/old');
    const [find] = h.sent('findOne');
    expect(find!.collection).toBe('redirects');
    expect(find!.args[0]).toEqual({ from: '/old' });
  });

  test('the list: newest first (index createdAt_-1__id_-1)', async () => {
    if (h.mode === 'stub') h.reply('find', [asStored(RULE, { lastHitAt: null })], 'redirects');
    const rules = await h.store.redirects.list();
    const [find] = h.sent('find');
    expect(find!.args[0]).toEqual({});
    expect(find!.args[1]).toMatchObject({ sort: { createdAt: -1, _id: -1 } });
    if (h.mode === 'stub') expect(rules[0]).toEqual(RULE);
  });

  test('the version the proxies compare: the newest updatedAt (index updatedAt_-1) and the count', async () => {
    if (h.mode === 'server') return;
    h.reply('findOne', { _id: RULE._id, updatedAt: new Date(RULE.updatedAt) }, 'redirects');
    h.reply('countDocuments', 4, 'redirects');
    expect(await h.store.redirects.version()).toBe(`4:${RULE.updatedAt}`);
    const [latest] = h.sent('findOne');
    expect(latest!.args[0]).toEqual({});
    expect(latest!.args[1]).toMatchObject({
      projection: { updatedAt: 1 },
      sort: { updatedAt: -1 },
    });
  });

  test('a chain collapsed: one updateMany on to (index to_1)', async () => {
    await h.store.redirects.retarget('/b', '/c', false);
    const [write] = h.sent('updateMany');
    expect(write!.collection).toBe('redirects');
    expect(write!.args[0]).toEqual({ to: '/b' });
    expect(write!.args[1]).toMatchObject({ $set: { to: '/c', external: false } });
  });

  test('hits: one unordered bulk write of $inc and $max, no updatedAt; malformed ids skipped', async () => {
    await h.store.redirects.recordHits([
      { id: RULE._id, count: 7, lastHitAt: '2025-02-01T00:00:00.000Z' },
      { id: 'not-an-id', count: 1, lastHitAt: '2025-02-01T00:00:00.000Z' },
    ]);
    const [bulk] = h.sent('bulkWrite');
    expect(bulk!.collection).toBe('redirects');
    expect(bulk!.args[0]).toEqual([
      {
        updateOne: {
          filter: { _id: `ObjectId(${RULE._id})` },
          update: { $inc: { hits: 7 }, $max: { lastHitAt: 'Date' } },
        },
      },
    ]);
    expect(JSON.stringify(bulk!.args)).not.toContain('updatedAt');
  });
});
