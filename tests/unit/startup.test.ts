import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseUnavailableError } from '@/lib/api/errors';
import { setStoreForTests } from '@/lib/data';
import { MemoryStore } from '@/lib/data/memory';
import { IndexBuildError } from '@/lib/data/mongo-indexes';
import { INDEX_WAIT_MS, prepareStoreAtStartup } from '@/lib/data/startup';
import { MIN_NODE_VERSION, nodeVersionProblem } from '@/lib/node-version';
import { register } from '@/instrumentation';

const log = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const mongoStore = (ensureIndexes: () => Promise<void>) =>
  ({ kind: 'mongodb', ensureIndexes: jest.fn(ensureIndexes) }) as never;

afterEach(() => {
  setStoreForTests(undefined);
  jest.useRealTimers();
});

describe('start-up on MongoDB: indexes built and awaited, failures loud, never a blocked start', () => {
  test('ready once the builds finish', async () => {
    const store = mongoStore(async () => undefined);
    setStoreForTests(store);
    await expect(prepareStoreAtStartup({ log: log() })).resolves.toBe('ready');
    expect((store as { ensureIndexes: jest.Mock }).ensureIndexes).toHaveBeenCalledTimes(1);
  });

  test('the memory store has nothing to build', async () => {
    setStoreForTests(new MemoryStore());
    await expect(prepareStoreAtStartup({ log: log() })).resolves.toBe('skipped');
  });

  test('a failed build is logged with what to do, and the app starts', async () => {
    setStoreForTests(
      mongoStore(async () => {
        throw new IndexBuildError([
          'users: two accounts share a username (letter case aside): {"username":"ann"}. ' +
            'Rename or delete one of them so usernames can be unique.',
        ]);
      }),
    );
    const logger = log();
    await expect(prepareStoreAtStartup({ log: logger })).resolves.toBe('failed');
    const [message] = logger.error.mock.calls[0] as [string];
    expect(message).toMatch(/MongoDB indexes could not be built/);
    expect(message).toMatch(/Rename or delete one of them/);
    expect(message).toMatch(/restart the app or run `npm run seed`/);
  });

  test('builds that take longer than the wait: the app starts, the build goes on', async () => {
    jest.useFakeTimers();
    let finish!: () => void;
    setStoreForTests(mongoStore(() => new Promise<void>((resolve) => (finish = resolve))));
    const logger = log();
    const outcome = prepareStoreAtStartup({ log: logger });
    await jest.advanceTimersByTimeAsync(INDEX_WAIT_MS);
    await expect(outcome).resolves.toBe('pending');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/still building/));
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(logger.info).toHaveBeenCalledWith('[start-up] MongoDB indexes ready.');
  });

  test('an unreachable database: logged with what to check; the store builds them on the next request that reaches it', async () => {
    const store = mongoStore(async () => {
      throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED'));
    });
    setStoreForTests(store);
    const logger = log();
    await expect(prepareStoreAtStartup({ log: logger })).resolves.toBe('failed');
    expect(logger.error.mock.calls[0]![0]).toMatch(
      /could not be reached to build its indexes \(Database unavailable: connect ECONNREFUSED\).*next request that reaches the database builds them again.*MONGODB_URI/s,
    );
  });
});

describe('Node.js version', () => {
  test('the minimum is the one package.json declares', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_VERSION}`);
  });

  test.each([
    ['20.18.3', true],
    ['20.9.0', true],
    ['18.20.0', true],
    ['20.19.0', false],
    ['20.20.2', false],
    ['22.1.0', false],
  ])('%s is refused: %s', (version, refused) => {
    const problem = nodeVersionProblem(version);
    if (refused) expect(problem).toMatch(`Node.js ${version} is too old`);
    else expect(problem).toBeNull();
  });

  test('the server start (instrumentation register) stops on an older Node.js, with the message', async () => {
    const real = Object.getOwnPropertyDescriptor(process.versions, 'node')!;
    process.env.NEXT_RUNTIME = 'nodejs';
    try {
      Object.defineProperty(process.versions, 'node', { ...real, value: '20.18.3' });
      await expect(register()).rejects.toThrow(/Node\.js 20\.18\.3 is too old/);
      Object.defineProperty(process.versions, 'node', real);
      setStoreForTests(new MemoryStore());
      await expect(register()).resolves.toBeUndefined();
    } finally {
      Object.defineProperty(process.versions, 'node', real);
      delete process.env.NEXT_RUNTIME;
    }
  });

  /** Runs a command under a Node.js that reports itself as 20.18.3. */
  function underOldNode(args: string[]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'old-node-'));
    const preload = path.join(dir, 'old-node.mjs');
    writeFileSync(
      preload,
      "Object.defineProperty(process.versions, 'node', { value: '20.18.3' });\n",
    );
    return spawnSync(process.execPath, args, {
      cwd: process.cwd(),
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: `--import=${preload}` },
    });
  }

  test('the launcher refuses an older Node.js with a clear message', () => {
    const result = underOldNode(['scripts/launch.mjs', 'build']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /Node\.js 20\.18\.3 is too old: this app needs Node\.js >=20\.19\.0/,
    );
  });

  test('the seed refuses an older Node.js with a clear message', () => {
    const result = underOldNode([require.resolve('tsx/cli'), 'scripts/seed.ts']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/\[seed\] Node\.js 20\.18\.3 is too old/);
  });
});
