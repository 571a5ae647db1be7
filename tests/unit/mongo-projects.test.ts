import { MongoServerError } from 'mongodb';
import { PROJECT_SLUG_TAKEN } from '@/lib/entities';
import { asStored, mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * The commands the MongoDB store sends for the home page's order of the featured projects,
 * pinned: one read of the featured ids in the admins' order, one bulk write of their positions
 * that leaves updatedAt alone, one read of the moved project.
 */

let h: MongoCommands;
beforeAll(async () => {
  h = await mongoCommands();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const ids = ['65f1a1000000000000000006', '65f1a1000000000000000005', '65f1a1000000000000000004'];

describe('featured projects on MongoDB', () => {
  test('a move: featured ids in the admins’ order, then one bulk write of their positions', async () => {
    if (h.mode === 'stub') {
      h.reply(
        'find',
        ids.map((_id) => asStored({ _id })),
        'projects',
      );
      h.reply('findOne', asStored({ _id: ids[2], title: 'Moved', position: 0 }), 'projects');
    }
    const moved = await h.store.projects.move(ids[2]!, 0);
    expect(moved?._id).toBe(ids[2]);
    const [find] = h.sent('find');
    expect(find!.collection).toBe('projects');
    // A project stored before case studies has no `featured`: it counts as featured.
    expect(find!.args[0]).toEqual({ featured: { $ne: false } });
    expect(find!.args[1]).toMatchObject({
      projection: { _id: 1 },
      sort: { position: 1, createdAt: -1, _id: -1 },
    });
    const [bulk] = h.sent('bulkWrite');
    expect(bulk!.collection).toBe('projects');
    // The stub answered three featured projects; a seeded server has six.
    if (h.mode === 'server') return;
    const order = [ids[2], ids[0], ids[1]];
    expect(bulk!.args[0]).toEqual(
      order.map((id, index) => ({
        updateOne: { filter: { _id: `ObjectId(${id})` }, update: { $set: { position: index } } },
      })),
    );
    expect(JSON.stringify(bulk!.args)).not.toContain('updatedAt');
  });

  test('a project that is not featured (or not there) is not moved, and nothing is written', async () => {
    if (h.mode === 'stub')
      h.reply(
        'find',
        ids.map((_id) => asStored({ _id })),
        'projects',
      );
    expect(await h.store.projects.move('65f1a9999999999999999999', 0)).toBeNull();
    expect(await h.store.projects.move('not-an-id', 0)).toBeNull();
    expect(h.sent('bulkWrite')).toHaveLength(0);
  });

  test('a project stored before case studies reads as featured, without a case study or alt text', async () => {
    if (h.mode === 'server') return;
    const old = asStored({
      _id: ids[0],
      title: 'Old',
      description: 'D',
      link: 'https://old.example',
      imageURL: '/old.png',
    });
    h.reply('findOne', old, 'projects');
    expect(await h.store.projects.get(ids[0]!)).toMatchObject({
      imageAlt: '',
      featured: true,
      position: 0,
      slug: '',
      services: [],
      results: [],
      gallery: [],
    });
  });
});

describe('case-study slugs on MongoDB', () => {
  const input = (slug: string) => ({
    title: `Project ${slug}`,
    description: 'D',
    link: 'https://example.com',
    imageURL: '/p.png',
    imageAlt: 'A picture',
    slug,
  });

  test('a slug another project took since the route checked it is the form’s 400', async () => {
    const slug = 'raced-slug';
    if (h.mode === 'stub') {
      h.reply(
        'insertOne',
        new MongoServerError({
          message: 'E11000 duplicate key error collection: projects index: slug_1',
          code: 11000,
          keyPattern: { slug: 1 },
        }),
        'projects',
      );
    } else {
      await h.store.projects.create(input(slug) as never);
    }
    const second = h.store.projects.create(input(slug) as never);
    await expect(second).rejects.toMatchObject({ status: 400, message: PROJECT_SLUG_TAKEN });
  });

  test('any other duplicate key is left to the usual 409', async () => {
    if (h.mode === 'server') return;
    h.reply(
      'insertOne',
      new MongoServerError({ message: 'E11000', code: 11000, keyPattern: { _id: 1 } }),
      'projects',
    );
    const write = h.store.projects.create(input('other') as never);
    await expect(write).rejects.toMatchObject({ code: 11000 });
  });
});
