import { MongoServerError } from 'mongodb';
import { TRASH_ITEM_NOT_FOUND, addressTaken, type TrashItem } from '@/lib/entities';
import { asStored, mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * The commands the MongoDB store sends to move a record to the Trash and back, pinned: the copy
 * is written before the original is deleted, and the record is written back before the item
 * leaves the Trash, so no crash in between loses either.
 */

let h: MongoCommands;
beforeAll(async () => {
  h = await mongoCommands();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const REVIEW_ID = '65f1a1000000000000000301';
const TRASH_ID = '65f1a1000000000000000a01';
const admin = { id: '65f1a1000000000000000901', username: 'admin' };
const stamp = '2026-01-02T03:04:05.000Z';

const review = {
  _id: REVIEW_ID,
  clientName: 'Ada Client',
  clientAccount: 'ada',
  description: 'Great work.',
  imageURL: '/uploads/ada.png',
  imageAlt: 'Ada',
  col: 2,
  createdAt: stamp,
  updatedAt: stamp,
};

/** The write commands, in the order they were sent, by collection. */
const writes = () =>
  h
    .sent()
    .filter((c) => /^(insertOne|deleteOne|findOneAndDelete|bulkWrite)$/.test(c.method))
    .map((c) => `${c.collection}.${c.method}`);

describe('moving a record to the Trash on MongoDB', () => {
  test('reads it, inserts the trash item, then deletes the record', async () => {
    if (h.mode === 'server') return;
    h.reply('findOne', asStored(review), 'reviews');
    const item = await h.store.reviews.moveToTrash(REVIEW_ID, admin);
    expect(item).toMatchObject({
      kind: 'reviews',
      recordId: REVIEW_ID,
      label: 'Ada Client',
      deletedBy: admin,
      record: { _id: REVIEW_ID, imageURL: '/uploads/ada.png', createdAt: stamp, col: 2 },
    });
    expect(writes()).toEqual(['trash.insertOne', 'reviews.deleteOne']);
    const [insert] = h.sent('insertOne');
    expect(insert!.args[0]).toMatchObject({
      kind: 'reviews',
      recordId: REVIEW_ID,
      deletedAt: 'Date',
      deletedBy: admin,
      // The record as the repository answered it: ids and stamps as text.
      record: { _id: REVIEW_ID, createdAt: stamp, updatedAt: stamp },
    });
    const [remove] = h.sent('deleteOne');
    expect(remove!.args[0]).toEqual({ _id: `ObjectId(${REVIEW_ID})` });
  });

  test('a record deleted by someone else in between: the trash item goes again, null', async () => {
    if (h.mode === 'server') return;
    h.reply('findOne', asStored(review), 'reviews');
    h.reply('deleteOne', { acknowledged: true, deletedCount: 0 }, 'reviews');
    expect(await h.store.reviews.moveToTrash(REVIEW_ID, admin)).toBeNull();
    expect(writes()).toEqual(['trash.insertOne', 'reviews.deleteOne', 'trash.findOneAndDelete']);
  });

  test('an unknown or malformed id writes nothing', async () => {
    expect(await h.store.reviews.moveToTrash('65f1a9999999999999999999', admin)).toBeNull();
    expect(await h.store.reviews.moveToTrash('not-an-id', admin)).toBeNull();
    expect(writes()).toEqual([]);
  });
});

const item = (record: object, kind: TrashItem['kind'] = 'reviews'): TrashItem => ({
  _id: TRASH_ID,
  kind,
  recordId: (record as { _id: string })._id,
  label: 'x',
  record: record as TrashItem['record'],
  deletedAt: stamp,
  deletedBy: admin,
});

describe('restoring a record on MongoDB', () => {
  test('writes it back with its own id and stamps, then removes the trash item', async () => {
    if (h.mode === 'server') return;
    h.reply('findOneAndDelete', asStored(item(review)), 'trash');
    h.reply('findOne', null, 'reviews');
    h.reply('findOne', asStored(review), 'reviews');
    const restored = await h.store.reviews.restore(item(review));
    expect(restored).toMatchObject({ _id: REVIEW_ID, createdAt: stamp, updatedAt: stamp });
    expect(writes()).toEqual(['reviews.insertOne', 'trash.findOneAndDelete']);
    const [insert] = h.sent('insertOne');
    expect(insert!.args[0]).toMatchObject({
      _id: `ObjectId(${REVIEW_ID})`,
      imageURL: '/uploads/ada.png',
      // Its own stamps, not the time of the restore.
      createdAt: 'Date',
      updatedAt: 'Date',
    });
    const inserted = h.sent('insertOne')[0]!;
    expect(inserted.collection).toBe('reviews');
  });

  test('a record with its id exists: 409 and nothing is written', async () => {
    if (h.mode === 'server') return;
    h.reply('findOne', asStored({ _id: REVIEW_ID }), 'reviews');
    await expect(h.store.reviews.restore(item(review))).rejects.toMatchObject({ status: 409 });
    expect(writes()).toEqual([]);
  });

  test('a post whose address another post took: 409 with that address, nothing written', async () => {
    if (h.mode === 'server') return;
    const post = { _id: '65f1a1000000000000000401', title: 'T', slug: 'launch', comments: [] };
    h.reply('findOne', null, 'blogs');
    h.reply('findOne', asStored({ _id: '65f1a1000000000000000402', slug: 'launch' }), 'blogs');
    await expect(h.store.blogs.restore(item(post, 'blogs'))).rejects.toMatchObject({
      status: 409,
      message: addressTaken('blogs', 'launch'),
    });
    const slugRead = h.sent('findOne')[1]!;
    expect(slugRead.args[0]).toEqual({ slug: { $in: ['launch'] } });
    expect(writes()).toEqual([]);
  });

  test('a slug taken in the race after the check: the same 409', async () => {
    if (h.mode === 'server') return;
    const post = {
      _id: '65f1a1000000000000000401',
      title: 'T',
      slug: 'launch',
      description: 'D',
      imageURL: '/uploads/t.png',
      author: 'Admin',
      comments: [],
    };
    h.reply(
      'insertOne',
      new MongoServerError({ message: 'E11000', code: 11000, keyPattern: { slug: 1 } }),
      'blogs',
    );
    await expect(h.store.blogs.restore(item(post, 'blogs'))).rejects.toMatchObject({
      status: 409,
      message: addressTaken('blogs', 'launch'),
    });
  });

  test('the item deleted for good meanwhile: the record goes again, 404', async () => {
    if (h.mode === 'server') return;
    h.reply('findOneAndDelete', null, 'trash');
    await expect(h.store.reviews.restore(item(review))).rejects.toMatchObject({
      status: 404,
      message: TRASH_ITEM_NOT_FOUND,
    });
    expect(writes()).toEqual(['reviews.insertOne', 'trash.findOneAndDelete', 'reviews.deleteOne']);
  });

  test('an FAQ is written after the last one, then moved to its old place', async () => {
    if (h.mode === 'server') return;
    const faqId = '65f1a1000000000000000501';
    const faq = { _id: faqId, question: 'Q?', answer: 'A.', home: true, services: [] };
    const record = { ...faq, position: 1, createdAt: stamp, updatedAt: stamp };
    h.reply('findOne', null, 'faqs');
    h.reply('findOne', asStored({ _id: '65f1a1000000000000000502', position: 4 }), 'faqs');
    h.reply('findOneAndDelete', asStored(item(record, 'faqs')), 'trash');
    h.reply(
      'find',
      ['65f1a1000000000000000502', '65f1a1000000000000000503', faqId].map((_id) =>
        asStored({ _id }),
      ),
      'faqs',
    );
    h.reply('findOne', asStored({ ...record, position: 1 }), 'faqs');
    await h.store.faqs.restore(item(record, 'faqs'));
    const [insert] = h.sent('insertOne');
    expect(insert!.args[0]).toMatchObject({ _id: `ObjectId(${faqId})`, position: 5 });
    expect(writes()).toEqual(['faqs.insertOne', 'trash.findOneAndDelete', 'faqs.bulkWrite']);
    const [bulk] = h.sent('bulkWrite');
    const placed = (bulk!.args[0] as { updateOne: { filter: { _id: string } } }[]).map(
      (op) => op.updateOne.filter._id,
    );
    expect(placed[1]).toBe(`ObjectId(${faqId})`);
  });
});

describe('the Trash on MongoDB', () => {
  test('lists newest first', async () => {
    await h.store.trash.list();
    const [find] = h.sent('find');
    expect(find!.collection).toBe('trash');
    expect(find!.args[1]).toMatchObject({ sort: { deletedAt: -1, _id: -1 } });
  });

  test('purges each item deleted before the time, answering only what it removed', async () => {
    if (h.mode === 'server') return;
    const old = asStored(item(review), { deletedAt: new Date('2025-01-01T00:00:00.000Z') });
    h.reply('find', [{ _id: old._id }, { _id: old._id }], 'trash');
    h.reply('findOneAndDelete', old, 'trash');
    h.reply('findOneAndDelete', null, 'trash');
    const purged = await h.store.trash.purgeBefore('2025-06-01T00:00:00.000Z');
    expect(purged).toHaveLength(1);
    expect(purged[0]).toMatchObject({ recordId: REVIEW_ID, deletedAt: '2025-01-01T00:00:00.000Z' });
    const [find] = h.sent('find');
    expect(find!.args[0]).toEqual({ deletedAt: { $lt: 'Date' } });
    const deletes = h.sent('findOneAndDelete');
    expect(deletes).toHaveLength(2);
    expect(deletes[0]!.args[0]).toEqual({
      _id: `ObjectId(${TRASH_ID})`,
      deletedAt: { $lt: 'Date' },
    });
  });
});
