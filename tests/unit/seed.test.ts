import { spawnSync } from 'node:child_process';
import { verifyPassword } from '@/lib/auth/password';
import { MemoryStore } from '@/lib/data/memory';
import { demoSeed } from '@/lib/data/seed';
import { confirmReset, describeTarget, runSeed, SeedRefused } from '@/lib/data/seed/run';
import { NO_CASE_STUDY } from '@/tests/helpers/project-fields';

/** `npm run seed`'s logic against a memory store that already holds content and users. */
async function populated() {
  const store = new MemoryStore();
  await store.importSeed(demoSeed);
  await store.projects.create({
    title: 'Mine',
    description: 'D',
    link: 'https://m.dev',
    imageURL: '/x.png',
    ...NO_CASE_STUDY,
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

  test('--reset with valid credentials: confirmed, then the admin is the first record written; only it remains, and can sign in', async () => {
    const store = await populated();
    const order: string[] = [];
    const record = <T extends object>(target: T, method: keyof T & string) => {
      const original = (target[method] as (...a: unknown[]) => Promise<unknown>).bind(target);
      jest.spyOn(target, method as never).mockImplementation((async (...args: unknown[]) => {
        order.push(method);
        return original(...args);
      }) as never);
    };
    for (const method of ['clear', 'ensureIndexes', 'importSeed'] as const) record(store, method);
    record(store.users, 'upsertByUsername');
    await runSeed({
      store,
      env: { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a long password' },
      reset: true,
      confirm: async () => void order.push('confirm'),
      log: quiet,
    });
    expect(order).toEqual(['confirm', 'clear', 'upsertByUsername', 'ensureIndexes', 'importSeed']);
    expect(await usernames(store)).toEqual(['boss']);
    const boss = (await store.users.findForLogin('boss'))!;
    expect(boss).toMatchObject({ role: 'admin', email: 'boss@localhost' });
    expect(await verifyPassword('a long password', boss.passwordHash)).toBe(true);
    expect(await store.projects.count()).toBe(demoSeed.projects.length);
  });

  test('--reset that fails after the wipe (an index build) still leaves an admin who can sign in', async () => {
    const store = await populated();
    jest.spyOn(store, 'ensureIndexes').mockRejectedValue(new Error('index build failed'));
    await expect(
      runSeed({
        store,
        env: { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a long password' },
        reset: true,
        confirm: async () => undefined,
        log: quiet,
      }),
    ).rejects.toThrow('index build failed');
    const boss = await store.users.findForLogin('boss');
    expect(boss?.role).toBe('admin');
    expect(await verifyPassword('a long password', boss!.passwordHash)).toBe(true);
  });

  test('--reset not confirmed: nothing is deleted', async () => {
    const store = await populated();
    const before = await usernames(store);
    const refused = runSeed({
      store,
      env: { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a long password' },
      reset: true,
      confirm: () =>
        confirmReset({ target: 'database "x" on h', yes: false, ask: async () => 'n' }),
      log: quiet,
    });
    await expect(refused).rejects.toThrow('--reset was not confirmed; nothing was deleted.');
    expect(await usernames(store)).toEqual(before);
  });

  test('the confirmation: --yes goes ahead unasked; a terminal must answer "yes"; no terminal and no --yes is refused', async () => {
    const target = 'database "agency" on db.example.net';
    const ask = jest.fn(async () => 'yes');
    await expect(confirmReset({ target, yes: true, ask })).resolves.toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
    await expect(confirmReset({ target, yes: false, ask })).resolves.toBeUndefined();
    expect(ask).toHaveBeenCalledWith(
      'Delete every record of database "agency" on db.example.net? Type "yes" to go on: ',
    );
    await expect(confirmReset({ target, yes: false, ask: async () => ' YES ' })).resolves.toBe(
      undefined,
    );
    await expect(confirmReset({ target, yes: false, ask: async () => 'y' })).rejects.toBeInstanceOf(
      SeedRefused,
    );
    await expect(confirmReset({ target, yes: false })).rejects.toThrow(
      /no terminal to confirm it on\. Add --yes to run it from a script\. Nothing was deleted\./,
    );
  });

  test.each([
    [
      'mongodb://boss:s3cret@127.0.0.1:27017/agency?authSource=admin',
      'database "agency" on 127.0.0.1:27017',
    ],
    [
      'mongodb+srv://boss:s3cret@cluster0.ab1cd.mongodb.net/site',
      'database "site" on cluster0.ab1cd.mongodb.net',
    ],
    ['mongodb://a:1,b:2/?replicaSet=rs', 'database "test" on a:1,b:2'],
  ])('the target of %s is shown without the credentials', (uri, shown) => {
    expect(describeTarget(uri)).toBe(shown);
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

  test('the script names the target and refuses --reset without a terminal or --yes, before connecting', () => {
    const result = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), 'scripts/seed.ts', '--reset'],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
        env: {
          ...process.env,
          MONGODB_URI: 'mongodb://boss:s3cret-pw@127.0.0.1:9/agency-live',
          ADMIN_USERNAME: 'boss',
          ADMIN_PASSWORD: 'a long password',
        },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('[seed] Target: database "agency-live" on 127.0.0.1:9.');
    expect(result.stderr).toContain(
      '[seed] refused: --reset would delete every record of database "agency-live" on 127.0.0.1:9',
    );
    expect(result.stdout + result.stderr).not.toContain('s3cret-pw');
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
