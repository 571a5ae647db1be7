import { hashPassword } from '@/lib/auth/password';
import { setStoreForTests } from '@/lib/data';
import { MemoryStore } from '@/lib/data/memory';
import { MongoStore } from '@/lib/data/mongo';
import { disconnectMongo } from '@/lib/data/mongo-connection';
import { demoSeed } from '@/lib/data/seed';
import type { Store, StoreKind } from '@/lib/data/store';
import type { Role, User } from '@/lib/entities';
import { resetEnvForTests } from '@/lib/env';
import { resetLimitsForTests } from '@/lib/rate-limit';

/** Memory always; MongoDB when global-setup found one (MONGODB_TEST_URI). */
export function storeKinds(): StoreKind[] {
  return process.env.MONGODB_TEST_URI ? ['memory', 'mongodb'] : ['memory'];
}

/**
 * This worker's own database on the server MONGODB_TEST_URI names: Jest runs files in parallel
 * workers, and a reset drops every record, so no two workers may share one. Files of one worker
 * run one after another and each resets before it starts. The global teardown drops them all.
 */
export function testMongoUri(base: string = process.env.MONGODB_TEST_URI!): string {
  const prefix = process.env.AGENCY_TEST_DB_PREFIX ?? 'agency-test-local';
  const database = `${prefix}-${process.env.JEST_WORKER_ID ?? '1'}`;
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(base);
  if (!match) throw new Error(`MONGODB_TEST_URI is not a MongoDB connection string: ${base}`);
  return `${match[1]}/${database}${match[2] ?? ''}`;
}

export const PASSWORD = 'correct-horse-battery';

export interface Accounts {
  admin: User;
  user: User;
}

export interface StoreFixture {
  store: Store;
  accounts: Accounts;
  /** Back to the demo content and the two accounts. */
  reset(): Promise<void>;
  createUser(username: string, role: Role): Promise<User>;
}

let passwordHash: Promise<string> | undefined;

/**
 * Runs `suite` once per available store, each test named "[kind] ...", against a store holding
 * the demo content, an admin ("admin") and a non-admin ("visitor"), both with PASSWORD.
 */
export function describeEachStore(title: string, suite: (fixture: () => StoreFixture) => void) {
  for (const kind of storeKinds()) {
    describe(`[${kind}] ${title}`, () => {
      let fixture: StoreFixture | undefined;

      beforeAll(async () => {
        resetEnvForTests();
        const uri = kind === 'mongodb' ? testMongoUri() : undefined;
        const store: Store = uri ? new MongoStore(uri) : new MemoryStore();
        if (uri) process.env.MONGODB_URI = uri;
        setStoreForTests(store);
        passwordHash ??= hashPassword(PASSWORD);
        const hash = await passwordHash;
        const createUser = (username: string, role: Role) =>
          store.users.create({
            username,
            email: `${username}@example.com`,
            role,
            passwordHash: hash,
          });
        const accounts = {} as Accounts;
        const reset = async () => {
          await store.clear();
          // Limiter counts live beside the data (in MongoDB, in its own collection).
          await resetLimitsForTests();
          await store.importSeed(demoSeed);
          accounts.admin = await createUser('admin', 'admin');
          accounts.user = await createUser('visitor', 'user');
        };
        // Schemas never build indexes by themselves: the unique usernames need this.
        await store.ensureIndexes();
        await reset();
        fixture = { store, accounts, reset, createUser };
      });

      afterAll(async () => {
        setStoreForTests(undefined);
        delete process.env.MONGODB_URI;
        if (kind === 'mongodb') await disconnectMongo();
      });

      suite(() => {
        if (!fixture) throw new Error('store fixture not ready');
        return fixture;
      });
    });
  }
}
