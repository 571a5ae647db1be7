import { ConfigError, env, type Env } from '@/lib/env';
import { hashPassword } from '@/lib/auth/password';
import { MemoryStore } from './memory';
import { MongoStore } from './mongo';
import { demoSeed } from './seed';
import type { Store, StoreKind } from './store';

export type { Store, StoreKind } from './store';

/** DATA_STORE wins; otherwise MongoDB when a URI is configured, else the memory store. */
export function selectStoreKind(e: Pick<Env, 'DATA_STORE' | 'MONGODB_URI'>): StoreKind {
  if (e.DATA_STORE === 'mongodb' && !e.MONGODB_URI) {
    throw new ConfigError('DATA_STORE=mongodb needs MONGODB_URI to be set.');
  }
  if (e.DATA_STORE) return e.DATA_STORE;
  return e.MONGODB_URI ? 'mongodb' : 'memory';
}

const holder = globalThis as typeof globalThis & {
  __agencyStore?: Promise<Store>;
};

/** The memory store starts with the demo content and, when configured, the admin account. */
export async function createMemoryStore(e: Env = env()): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.importSeed(demoSeed);
  if (e.ADMIN_USERNAME && e.ADMIN_PASSWORD) {
    await store.users.upsertByUsername({
      username: e.ADMIN_USERNAME,
      email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@localhost`,
      role: 'admin',
      passwordHash: await hashPassword(e.ADMIN_PASSWORD),
    });
  }
  return store;
}

function createStore(): Promise<Store> {
  const e = env();
  const kind = selectStoreKind(e);
  if (kind === 'mongodb') return Promise.resolve(new MongoStore(e.MONGODB_URI!));
  return createMemoryStore(e);
}

/** The process-wide store (one per process, kept on globalThis across hot reloads). */
export function getStore(): Promise<Store> {
  holder.__agencyStore ??= createStore().catch((error) => {
    holder.__agencyStore = undefined;
    throw error;
  });
  return holder.__agencyStore;
}

/** Tests switch stores between suites; nothing else calls this. */
export function setStoreForTests(store: Store | undefined): void {
  holder.__agencyStore = store ? Promise.resolve(store) : undefined;
}
