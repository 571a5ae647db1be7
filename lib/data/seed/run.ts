import { hashPassword } from '@/lib/auth/password';
import type { Store } from '@/lib/data/store';
import type { Env } from '@/lib/env';
import { user } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';
import { demoSeed } from '.';

/** The seed would not run: nothing has been changed. */
export class SeedRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefused';
  }
}

const VARIABLE: Record<string, string> = {
  username: 'ADMIN_USERNAME',
  email: 'ADMIN_EMAIL',
  password: 'ADMIN_PASSWORD',
};

/**
 * The admin account ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL describe, checked by the same
 * rules as the Add User form; null when neither name nor password is set.
 */
export function adminFromEnv(
  e: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>,
): { username: string; email: string; password: string } | null {
  if (!e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) return null;
  if (!e.ADMIN_USERNAME || !e.ADMIN_PASSWORD) {
    throw new SeedRefused('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  }
  const parsed = inputSchema(user.fields).safeParse({
    username: e.ADMIN_USERNAME,
    email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@localhost`,
    password: e.ADMIN_PASSWORD,
    role: 'admin',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = VARIABLE[String(issue.path[0])] ?? 'ADMIN_*';
    throw new SeedRefused(`${variable}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * Where a MongoDB connection string points: its hosts and database, never its user or password.
 * The driver's default database is `test` when the string names none.
 */
export function describeTarget(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?]+)(?:\/([^?]*))?/.exec(uri);
  if (!match) return 'an unrecognised MONGODB_URI';
  let database = match[2] ?? '';
  try {
    database = decodeURIComponent(database);
  } catch {
    // a malformed escape: shown as written
  }
  return `database "${database || 'test'}" on ${match[1]}`;
}

/**
 * `--reset`'s confirmation: with `yes` (scripts) it goes ahead; on a terminal the operator types
 * "yes"; without a terminal and without `yes` it is refused, since nobody could have agreed.
 */
export async function confirmReset({
  target,
  yes,
  ask,
}: {
  target: string;
  yes: boolean;
  /** Asks the question on the terminal; absent when there is none. */
  ask?: (question: string) => Promise<string>;
}): Promise<void> {
  if (yes) return;
  if (!ask) {
    throw new SeedRefused(
      `--reset would delete every record of ${target}; there is no terminal to confirm it ` +
        'on. Add --yes to run it from a script. Nothing was deleted.',
    );
  }
  const answer = await ask(`Delete every record of ${target}? Type "yes" to go on: `);
  if (answer.trim().toLowerCase() !== 'yes') {
    throw new SeedRefused('--reset was not confirmed; nothing was deleted.');
  }
}

export interface SeedOptions {
  store: Store;
  env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>;
  /** `--reset`: remove every record (every user too) first. */
  reset: boolean;
  /** Called once the settings are checked, before `reset` deletes anything; throws to stop. */
  confirm?: () => Promise<void>;
  log?: (line: string) => void;
}

/**
 * Adds the demo content (and, with ADMIN_USERNAME / ADMIN_PASSWORD, an admin) to `store`, and
 * builds its indexes. Idempotent: records are keyed by fixed ids and only added when missing.
 * Everything is checked before anything is written: `reset` deletes every user, so it is refused
 * unless a valid admin account will be created in their place, and that account is the first
 * thing written after the wipe: a failure later on (an index build, the demo content) still
 * leaves a database its admin can sign in to.
 */
export async function runSeed({ store, env, reset, confirm, log = console.log }: SeedOptions) {
  const admin = adminFromEnv(env);
  if (reset && !admin) {
    throw new SeedRefused(
      '--reset deletes every user. Set ADMIN_USERNAME and ADMIN_PASSWORD (at least 8 ' +
        'characters) so that an admin can sign in afterwards; nothing was deleted.',
    );
  }
  const passwordHash = admin ? await hashPassword(admin.password) : undefined;
  if (reset) await confirm?.();
  if (reset) {
    await store.clear();
    log('[seed] Removed every record (--reset).');
  }
  if (admin && passwordHash) {
    await store.users.upsertByUsername({
      username: admin.username,
      email: admin.email,
      role: 'admin',
      passwordHash,
    });
    log(`[seed] Admin "${admin.username}" can sign in.`);
  }
  // After a reset, so that duplicates it removed cannot stop the unique username index.
  await store.ensureIndexes();
  await store.importSeed(demoSeed);
  const counts = await Promise.all([
    store.projects.count(),
    store.reviews.count(),
    store.blogs.count(),
    store.team.count(),
    store.messages.count(),
    store.users.count(),
  ]);
  log(
    `[seed] Ready: ${counts[0]} projects, ${counts[1]} reviews, ${counts[2]} blogs, ` +
      `${counts[3]} team members, ${counts[4]} messages, ${counts[5]} users.`,
  );
}
