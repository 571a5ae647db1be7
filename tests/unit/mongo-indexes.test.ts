import { MongoNetworkError, MongoServerError } from 'mongodb';
import { DatabaseUnavailableError, describeError } from '@/lib/api/errors';
import { MongoStore } from '@/lib/data/mongo';
import { IndexBuildError } from '@/lib/data/mongo-indexes';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { ProjectModel } from '@/models/project';
import { RateLimitModel } from '@/models/rate-limit';
import { RedirectModel } from '@/models/redirect';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { UserModel } from '@/models/user';
import { mongoCommands, type MongoCommands } from '../helpers/mongo-commands';

/**
 * How the store builds its indexes (lib/data/mongo-indexes.ts), pinned as commands. With
 * MONGODB_TEST_URI each case sets the server's indexes up as it describes; without, the stubbed
 * driver lists them as that server would.
 */

const MODELS = [
  ProjectModel,
  ReviewModel,
  TeamMemberModel,
  BlogModel,
  ContactMessageModel,
  UserModel,
  RateLimitModel,
  RedirectModel,
];
const NEWEST = [{ createdAt: -1, _id: -1 }, { name: 'createdAt_-1__id_-1' }];
/** The public lists' index and the scheduler's two (models/publishing.ts). */
const PUBLISHING = [
  [{ status: 1, createdAt: -1, _id: -1 }, { name: 'status_1_createdAt_-1__id_-1' }],
  [{ publishAt: 1 }, { name: 'publishAt_1', sparse: true }],
  [{ unpublishAt: 1 }, { name: 'unpublishAt_1', sparse: true }],
];
const published = (collection: string) => [
  [collection, ...NEWEST],
  ...PUBLISHING.map((index) => [collection, ...index]),
];
const USERNAME = [
  { username: 1 },
  { unique: true, collation: { locale: 'en', strength: 2 }, name: 'username_case_insensitive' },
];
const ID_INDEX = { v: 2, key: { _id: 1 }, name: '_id_' };
const LEGACY_USERS = [
  ID_INDEX,
  { v: 2, key: { createdAt: -1 }, name: 'createdAt_-1' },
  { v: 2, key: { username: 1 }, name: 'username_1', unique: true },
];

let h: MongoCommands;
beforeAll(async () => {
  h = await mongoCommands();
});
beforeEach(async () => {
  await h.reset();
  if (h.mode === 'server') {
    for (const model of MODELS) await model.collection.dropIndexes().catch(() => undefined);
  }
  h.forget();
});
afterAll(async () => {
  // The next test files of this worker rely on the indexes.
  if (h.mode === 'server') await h.store.ensureIndexes();
  await h.close();
});

/** The server's indexes of the users collection as an earlier version left them. */
async function legacyUsers(extra: { username: string }[] = []) {
  if (h.mode === 'stub') {
    h.reply('indexes', LEGACY_USERS, 'users');
    return;
  }
  await UserModel.collection.createIndex({ createdAt: -1 }, { name: 'createdAt_-1' });
  await UserModel.collection.createIndex({ username: 1 }, { unique: true, name: 'username_1' });
  for (const { username } of extra) {
    await UserModel.collection.insertOne({ username, email: 'x@x.x', password: 'h', role: 'user' });
  }
  h.forget();
}

const onUsers = () => h.sent().filter((c) => c.collection === 'users' && c.method !== 'insertOne');

describe('MongoDB indexes: built by name, old ones retired only once their replacement exists', () => {
  test('a fresh database: every index is created with its name, the rate limits too; nothing is dropped', async () => {
    await h.store.ensureIndexes();
    const created = h.sent('createIndex').map((c) => [c.collection, ...c.args]);
    expect(created).toEqual([
      ...published('projects'),
      [
        'projects',
        { slug: 1 },
        { name: 'slug_1', unique: true, partialFilterExpression: { slug: { $gt: '' } } },
      ],
      ...published('reviews'),
      ...published('teammembers'),
      ...published('blogs'),
      // Partial: posts stored before slugs existed have none until the store gives them one.
      [
        'blogs',
        { slug: 1 },
        { name: 'slug_1', unique: true, partialFilterExpression: { slug: { $exists: true } } },
      ],
      // The approval queue and its count; whether an address has an approved or spam comment.
      ['blogs', { 'comments.status': 1 }, { name: 'comments.status_1' }],
      ['blogs', { 'comments.email': 1 }, { name: 'comments.email_1' }],
      ['contactmessages', ...NEWEST],
      ['users', ...USERNAME],
      ['users', ...NEWEST],
      ['services', { position: 1, _id: 1 }, { name: 'position_1__id_1' }],
      ['services', { slug: 1 }, { name: 'slug_1', unique: true }],
      ['services', { previousSlugs: 1 }, { name: 'previousSlugs_1' }],
      ['faqs', { position: 1, _id: 1 }, { name: 'position_1__id_1' }],
      ['faqs', { home: 1, position: 1, _id: 1 }, { name: 'home_1_position_1__id_1' }],
      ['faqs', { services: 1, position: 1, _id: 1 }, { name: 'services_1_position_1__id_1' }],
      ['rate_limits', { key: 1 }, { unique: true, name: 'key_1' }],
      ['rate_limits', { expire: -1 }, { expireAfterSeconds: 0, name: 'expire_-1' }],
      ['preview_links', { blogId: 1, createdAt: -1 }, { name: 'blogId_1_createdAt_-1' }],
      ['redirects', ...NEWEST],
      ['redirects', { from: 1 }, { name: 'from_1', unique: true }],
      ['redirects', { to: 1 }, { name: 'to_1' }],
      ['redirects', { updatedAt: -1 }, { name: 'updatedAt_-1' }],
      ['trash', { deletedAt: -1, _id: -1 }, { name: 'deletedAt_-1__id_-1' }],
      // The activity log: all of it, one kind's and one person's entries, each newest first.
      ['activities', ...NEWEST],
      ['activities', { kind: 1, createdAt: -1, _id: -1 }, { name: 'kind_1_createdAt_-1__id_-1' }],
      [
        'activities',
        { 'actor.id': 1, createdAt: -1, _id: -1 },
        { name: 'actor.id_1_createdAt_-1__id_-1' },
      ],
      // Kept for a year (ACTIVITY_DAYS), then deleted by the server.
      ['activities', { createdAt: 1 }, { expireAfterSeconds: 31_536_000, name: 'createdAt_1' }],
    ]);
    expect(h.sent('dropIndex')).toEqual([]);
  });

  test("an earlier version's username_1 (no collation) and createdAt_-1: the new ones are built first, then those two dropped", async () => {
    await legacyUsers();
    await h.store.ensureIndexes();
    expect(onUsers().map((c) => [c.method, c.args[0]])).toEqual([
      ['indexes', undefined],
      ['createIndex', USERNAME[0]],
      ['createIndex', NEWEST[0]],
      ['dropIndex', 'createdAt_-1'],
      ['dropIndex', 'username_1'],
    ]);
    expect(onUsers()[1]!.args[1]).toEqual(USERNAME[1]);
  });

  test('two usernames that differ in letter case: a loud error naming them, and the old unique index stays', async () => {
    await legacyUsers([{ username: 'Ann' }, { username: 'ann' }]);
    if (h.mode === 'stub') {
      const duplicate = new MongoServerError({ message: 'E11000 duplicate key', code: 11000 });
      h.reply('createIndex', Object.assign(duplicate, { keyValue: { username: 'ann' } }), 'users');
    }
    const error = await h.store.ensureIndexes().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IndexBuildError);
    expect(describeError(error).status).toBe(500);
    expect((error as Error).message).toMatch(
      /users: two accounts share a username \(letter case aside\): \{"username":"[Aa]nn"\}\. Rename or delete one of them/,
    );
    expect(onUsers().filter((c) => c.method === 'dropIndex')).toEqual([]);
  });

  test('a case-insensitive index that an earlier version built as username_1 already serves: kept, nothing rebuilt', async () => {
    if (h.mode === 'stub') {
      h.reply(
        'indexes',
        [
          ID_INDEX,
          { v: 2, key: NEWEST[0], name: 'createdAt_-1__id_-1' },
          {
            v: 2,
            key: { username: 1 },
            name: 'username_1',
            unique: true,
            collation: { locale: 'en', caseLevel: false, strength: 2, version: '57.1' },
          },
        ],
        'users',
      );
    } else {
      await UserModel.collection.createIndex(NEWEST[0] as never, NEWEST[1]);
      await UserModel.collection.createIndex(
        { username: 1 },
        { unique: true, name: 'username_1', collation: { locale: 'en', strength: 2 } },
      );
      h.forget();
    }
    await h.store.ensureIndexes();
    expect(onUsers().map((c) => c.method)).toEqual(['indexes']);
  });
});

describe('an unreachable database while building: a 503 that the next request retries', () => {
  test('the build fails as unavailable (never as a data error), and the next operation that reaches the database builds them', async () => {
    let reachable = false;
    const store = new MongoStore('mongodb://unused', {
      connect: () =>
        reachable ? h.connect() : Promise.reject(new DatabaseUnavailableError(new Error('down'))),
    });
    const error = await store.ensureIndexes().catch((e: unknown) => e);
    expect(describeError(error).status).toBe(503);
    expect(error).not.toBeInstanceOf(IndexBuildError);
    expect(h.sent('indexes')).toEqual([]);

    reachable = true;
    const ready = new Promise<void>((resolve) => {
      jest.spyOn(console, 'info').mockImplementationOnce(() => resolve());
    });
    await store.projects.count();
    await ready;
    expect(h.sent('indexes').map((c) => c.collection)).toEqual([
      'projects',
      'reviews',
      'teammembers',
      'blogs',
      'contactmessages',
      'users',
      'sitesettings',
      'services',
      'faqs',
      'rate_limits',
      'preview_links',
      'redirects',
      'trash',
      'activities',
    ]);
    // Built once: later operations do not build again.
    h.forget();
    await store.projects.count();
    expect(h.sent('indexes')).toEqual([]);
  });

  (process.env.MONGODB_TEST_URI ? test.skip : test)(
    'stubbed: a connection lost during a build is an outage too, not a data error',
    async () => {
      h.reply('createIndex', new MongoNetworkError('connection reset'), 'users');
      const error = await h.store.ensureIndexes().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(describeError(error).status).toBe(503);
      // Nothing retired on a collection whose build did not finish.
      expect(h.sent('dropIndex')).toEqual([]);
    },
  );
});
