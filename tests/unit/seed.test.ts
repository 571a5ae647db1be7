import { spawnSync } from 'node:child_process';
import { verifyPassword } from '@/lib/auth/password';
import { MemoryStore } from '@/lib/data/memory';
import { demoSeed } from '@/lib/data/seed';
import { runSeed, SeedRefused } from '@/lib/data/seed/run';

/** `npm run seed`'s logic against a memory store that already holds content and users. */
async function populated() {
  const store = new MemoryStore();
  await store.importSeed(demoSeed);
  await store.projects.create({
    title: 'Mine',
    description: 'D',
    link: 'https://m.dev',
    imageURL: '/x.png',
  });
  for (const username of ['owner', 'editor']) {
    await store.users.create({
      username,
      email: `${username}@x.dev`,
      role: 'admin',
      passwordHash: 'h',
    });
  }
  return store;
}

const usernames = async (store: MemoryStore) =>
  (await store.users.list()).map((u) => u.username).sort();
const quiet = () => undefined;

describe('npm run seed', () => {
  test.each([
    [
      'no admin credentials',
      {},
      /--reset deletes every user\. Set ADMIN_USERNAME and ADMIN_PASSWORD/,
    ],
    [
      'a short ADMIN_PASSWORD',
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' },
      /^ADMIN_PASSWORD: Password must be at least 8 characters!$/,
    ],
    [
      'a blank ADMIN_PASSWORD',
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: '         ' },
      /^ADMIN_PASSWORD: Please fill all fields!$/,
    ],
    [
      'ADMIN_USERNAME alone',
      { ADMIN_USERNAME: 'boss' },
      /Set both ADMIN_USERNAME and ADMIN_PASSWORD/,
    ],
    [
      'an over-long ADMIN_USERNAME',
      { ADMIN_USERNAME: 'b'.repeat(101), ADMIN_PASSWORD: 'long-enough-1' },
      /^ADMIN_USERNAME: Username must be at most 100 characters!$/,
    ],
  ])('--reset with %s is refused before anything is deleted', async (_what, env, message) => {
    const store = await populated();
    const before = { users: await usernames(store), projects: await store.projects.count() };
    const error = await runSeed({ store, env, reset: true, log: quiet }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedRefused);
    expect((error as Error).message).toMatch(message);
    expect(await usernames(store)).toEqual(before.users);
    expect(await store.projects.count()).toBe(before.projects);
  });

  test('invalid credentials are refused without --reset too, and nothing is written', async () => {
    const store = await populated();
    const upsert = jest.spyOn(store.users, 'upsertByUsername');
    const imported = jest.spyOn(store, 'importSeed');
    await expect(
      runSeed({
        store,
        env: { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' },
        reset: false,
        log: quiet,
      }),
    ).rejects.toBeInstanceOf(SeedRefused);
    expect(upsert).not.toHaveBeenCalled();
    expect(imported).not.toHaveBeenCalled();
  });

  test('--reset with valid credentials: only the new admin remains, and can sign in; indexes are built after the reset', async () => {
    const store = await populated();
    const order: string[] = [];
    for (const method of ['clear', 'ensureIndexes', 'importSeed'] as const) {
      const original = store[method].bind(store);
      jest.spyOn(store, method).mockImplementation(async (...args: unknown[]) => {
        order.push(method);
        return (original as (...a: unknown[]) => Promise<void>)(...args);
      });
    }
    await runSeed({
      store,
      env: { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a long password' },
      reset: true,
      log: quiet,
    });
    expect(order).toEqual(['clear', 'ensureIndexes', 'importSeed']);
    expect(await usernames(store)).toEqual(['boss']);
    const boss = (await store.users.findForLogin('boss'))!;
    expect(boss).toMatchObject({ role: 'admin', email: 'boss@localhost' });
    expect(await verifyPassword('a long password', boss.passwordHash)).toBe(true);
    expect(await store.projects.count()).toBe(demoSeed.projects.length);
  });

  test('without --reset: demo content added once, existing users and records kept', async () => {
    const store = await populated();
    const projects = await store.projects.count();
    for (let run = 0; run < 2; run += 1) {
      await runSeed({ store, env: {}, reset: false, log: quiet });
    }
    expect(await store.projects.count()).toBe(projects);
    expect(await usernames(store)).toEqual(['editor', 'owner']);
  });

  test('the script answers a refusal with a clear message and exit code 1, before connecting', () => {
    const result = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/seed.ts', '--reset'],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
        // A MongoDB nobody listens on: a connection attempt would fail differently.
        env: {
          ...process.env,
          MONGODB_URI: 'mongodb://127.0.0.1:9/none',
          ADMIN_USERNAME: 'boss',
          ADMIN_PASSWORD: 'short',
        },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('[seed] refused: ');
    expect(result.stderr).toContain('ADMIN_PASSWORD: Password must be at least 8 characters!');
  });
});
