import { Collection, MongoClient, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { MongoStore } from '@/lib/data/mongo';
import { connectMongo, disconnectMongo } from '@/lib/data/mongo-connection';
import { demoSeed } from '@/lib/data/seed';
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
import { PreviewLinkModel, ScheduleRunModel } from '@/models/preview-link';
import { RedirectModel } from '@/models/redirect';
import { TrashItemModel } from '@/models/trash-item';
import { ActivityModel } from '@/models/activity';
import { testMongoUri } from './stores';

/**
 * The commands the MongoDB store sends, as the driver receives them, for tests that pin them.
 *
 * Mongoose's debug hook sees every call it makes on a driver collection, with the filter, update
 * and options after Mongoose has cast them. Where a MongoDB exists (MONGODB_TEST_URI) the store
 * talks to this worker's database and the server answers; elsewhere the driver's Collection
 * methods are stubbed and answer what the test queued with `reply` (or an empty default). The
 * same assertions run in both modes: a test queues the answers the seeded server would give.
 */

const MODELS = [
  SiteSettingsModel,
  ServiceModel,
  FaqModel,
  ProjectModel,
  ReviewModel,
  TeamMemberModel,
  BlogModel,
  ContactMessageModel,
  UserModel,
  RateLimitModel,
  PreviewLinkModel,
  ScheduleRunModel,
  RedirectModel,
  TrashItemModel,
  ActivityModel,
] as const;

export interface SentCommand {
  collection: string;
  method: string;
  /** The call's arguments with ObjectIds as `ObjectId(hex)` strings and dates as `Date`. */
  args: unknown[];
}

type Method =
  | 'find'
  | 'findOne'
  | 'countDocuments'
  | 'findOneAndUpdate'
  | 'findOneAndDelete'
  | 'insertOne'
  | 'updateOne'
  | 'updateMany'
  | 'deleteOne'
  | 'deleteMany'
  | 'bulkWrite'
  | 'createIndex'
  | 'dropIndex'
  | 'indexes';

/** What a stubbed driver method answers when no reply was queued. */
const DEFAULTS: Record<Method, (args: unknown[]) => unknown> = {
  find: () => [],
  findOne: () => null,
  countDocuments: () => 0,
  findOneAndUpdate: () => null,
  findOneAndDelete: () => null,
  insertOne: () => ({ acknowledged: true, insertedId: new ObjectId() }),
  updateOne: () => ({ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0 }),
  updateMany: () => ({ acknowledged: true, matchedCount: 0, modifiedCount: 0, upsertedCount: 0 }),
  deleteOne: () => ({ acknowledged: true, deletedCount: 1 }),
  deleteMany: () => ({ acknowledged: true, deletedCount: 0 }),
  bulkWrite: () => ({ insertedCount: 0, matchedCount: 0, modifiedCount: 0, upsertedCount: 0 }),
  createIndex: (args) =>
    Object.entries(args[0] as Record<string, unknown>)
      .map(([k, v]) => `${k}_${v}`)
      .join('_'),
  dropIndex: () => ({ ok: 1 }),
  indexes: () => [],
};

/** ObjectIds and dates in a readable form that `toEqual` can compare. */
export function readable(value: unknown): unknown {
  if (value instanceof ObjectId || (value as { _bsontype?: string })?._bsontype === 'ObjectId') {
    return `ObjectId(${(value as ObjectId).toHexString()})`;
  }
  if (value instanceof Date) return 'Date';
  // Mongoose documents and arrays serialise themselves as the driver would.
  if (typeof (value as { toBSON?: unknown })?.toBSON === 'function') {
    return readable((value as { toBSON(): unknown }).toBSON());
  }
  if (Array.isArray(value)) return [...value].map(readable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, readable(v)]));
  }
  return value;
}

export interface MongoCommands {
  mode: 'server' | 'stub';
  store: MongoStore;
  /** What the store calls to reach the database: the real connection, or nothing to do. */
  connect(): Promise<unknown>;
  /** Every command since the last `forget()`, in order. */
  sent(method?: string): SentCommand[];
  forget(): void;
  /**
   * Stub mode: the next call of `method` (on that collection only, with `collection`) answers
   * `value`; an Error rejects. A server answers for itself.
   */
  reply(method: Method, value: unknown, collection?: string): void;
  /** Back to the demo content (server mode) and no queued replies or recorded commands. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function mongoCommands(): Promise<MongoCommands> {
  const recorded: SentCommand[] = [];
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    recorded.push({ collection, method, args: readable(args) as unknown[] });
  });
  const base = {
    sent: (method?: string) => recorded.filter((c) => !method || c.method === method),
    forget: () => void recorded.splice(0),
  };

  if (process.env.MONGODB_TEST_URI) {
    const store = new MongoStore(testMongoUri());
    const reset = async () => {
      await store.clear();
      await store.importSeed(demoSeed);
      base.forget();
    };
    await store.ensureIndexes();
    await reset();
    return {
      ...base,
      mode: 'server',
      store,
      connect: () => connectMongo(testMongoUri()),
      reply: () => undefined,
      reset,
      async close() {
        mongoose.set('debug', false);
        await disconnectMongo();
      },
    };
  }

  // No server: every model's collection is a real driver Collection of a client that never
  // connects, and the driver methods the store uses answer from the queue.
  const client = new MongoClient('mongodb://127.0.0.1:9/agency-unit');
  const db = client.db('agency-unit');
  for (const model of MODELS) {
    const wrapper = model.collection as unknown as { collection: unknown; buffer: boolean };
    wrapper.collection = db.collection(model.collection.name);
    wrapper.buffer = false;
  }
  const queue = new Map<string, unknown[]>();
  const spies = (Object.keys(DEFAULTS) as Method[]).map((method) =>
    jest.spyOn(Collection.prototype, method as never).mockImplementation(function (
      this: Collection,
      ...args: unknown[]
    ) {
      const queued = [queue.get(`${this.collectionName}.${method}`), queue.get(method)].find(
        (q) => q?.length,
      );
      const answer = queued ? queued.shift() : DEFAULTS[method](args);
      if (answer instanceof Error) return Promise.reject(answer);
      // find() answers a cursor: Mongoose reads it with toArray(), or next() for a stream.
      if (method === 'find') {
        const docs = [...(answer as unknown[])];
        return {
          toArray: async () => docs,
          next: async () => docs.shift() ?? null,
          close: async () => undefined,
        };
      }
      return Promise.resolve(answer);
    } as never),
  );
  const store = new MongoStore('mongodb://stubbed', { connect: async () => undefined });
  return {
    ...base,
    mode: 'stub',
    store,
    connect: async () => undefined,
    reply(method, value, collection) {
      const key = collection ? `${collection}.${method}` : method;
      queue.set(key, [...(queue.get(key) ?? []), value]);
    },
    async reset() {
      queue.clear();
      base.forget();
    },
    async close() {
      mongoose.set('debug', false);
      for (const spy of spies) spy.mockRestore();
      for (const model of MODELS) {
        const wrapper = model.collection as unknown as { collection: unknown; buffer: boolean };
        wrapper.collection = null;
        wrapper.buffer = true;
      }
    },
  };
}

/**
 * A record as the driver returns it from the database: ObjectId ids, Date timestamps, Mongoose's
 * version key, and (for users) the hash; keys in the order given, so a test can shuffle them.
 */
export function asStored(
  record: object,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const convert = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((v) => convert(v, ''));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, k)]));
    }
    if (key === '_id' && typeof value === 'string') return new ObjectId(value);
    if ((key === 'createdAt' || key === 'updatedAt') && typeof value === 'string') {
      return new Date(value);
    }
    return value;
  };
  return { ...(convert(record, '') as Record<string, unknown>), __v: 0, ...extra };
}
