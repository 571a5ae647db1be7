// `npm run seed`: adds the demo content (and, with ADMIN_USERNAME / ADMIN_PASSWORD, an admin) to
// the configured store. Idempotent: records are keyed by fixed ids and only added when missing;
// `--reset` first removes every record. On the memory store there is nothing to keep: the app
// seeds itself at every start.
import { hashPassword } from '@/lib/auth/password';
import { getStore } from '@/lib/data';
import { disconnectMongo } from '@/lib/data/mongo-connection';
import { demoSeed } from '@/lib/data/seed';
import { env } from '@/lib/env';

async function main() {
  const reset = process.argv.includes('--reset');
  const e = env();
  const store = await getStore();
  if (store.kind === 'memory') {
    console.log('[seed] The memory store seeds itself when the app starts; nothing to do.');
    console.log('[seed] Set MONGODB_URI to seed a MongoDB.');
    return;
  }
  if (reset) {
    await store.clear();
    console.log('[seed] Removed every record (--reset).');
  }
  await store.importSeed(demoSeed);
  if (e.ADMIN_USERNAME && e.ADMIN_PASSWORD) {
    if (e.ADMIN_PASSWORD.length < 8) throw new Error('ADMIN_PASSWORD needs at least 8 characters.');
    await store.users.upsertByUsername({
      username: e.ADMIN_USERNAME,
      email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@localhost`,
      role: 'admin',
      passwordHash: await hashPassword(e.ADMIN_PASSWORD),
    });
  }
  const counts = await Promise.all([
    store.projects.count(),
    store.reviews.count(),
    store.blogs.count(),
    store.team.count(),
    store.messages.count(),
    store.users.count(),
  ]);
  console.log(
    `[seed] MongoDB ready: ${counts[0]} projects, ${counts[1]} reviews, ${counts[2]} blogs, ` +
      `${counts[3]} team members, ${counts[4]} messages, ${counts[5]} users.`,
  );
}

main()
  .catch((error: unknown) => {
    console.error('[seed] failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnectMongo().catch(() => undefined));
