// `npm run seed`: adds the demo content (and, with ADMIN_USERNAME / ADMIN_PASSWORD, an admin) to
// the configured MongoDB and builds its indexes. Idempotent: records are keyed by fixed ids and
// only added when missing. `--reset` first removes every record: it is refused unless a valid
// admin account will replace the users it deletes, and it asks for confirmation on a terminal
// (`--yes` for scripts; without a terminal and without `--yes` it is refused). On the memory
// store there is nothing to keep: the app seeds itself at every start.
import { createInterface } from 'node:readline/promises';
import { nodeVersionProblem } from '@/lib/node-version';

/** The question asked on the terminal, or none without one. */
function terminalQuestion(): ((question: string) => Promise<string>) | undefined {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return undefined;
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await terminal.question(question);
    } finally {
      terminal.close();
    }
  };
}

async function main(): Promise<number> {
  // Before anything loads the database driver, which needs it.
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(`[seed] ${problem}`);
    return 1;
  }
  const { getStore } = await import('@/lib/data');
  const { disconnectMongo } = await import('@/lib/data/mongo-connection');
  const { confirmReset, describeTarget, runSeed, SeedRefused } =
    await import('@/lib/data/seed/run');
  const { ConfigError, env } = await import('@/lib/env');
  try {
    const store = await getStore();
    if (store.kind === 'memory') {
      console.log('[seed] The memory store seeds itself when the app starts; nothing to do.');
      console.log('[seed] Set MONGODB_URI to seed a MongoDB.');
      return 0;
    }
    const target = describeTarget(env().MONGODB_URI!);
    console.log(`[seed] Target: ${target}.`);
    await runSeed({
      store,
      env: env(),
      reset: process.argv.includes('--reset'),
      confirm: () =>
        confirmReset({ target, yes: process.argv.includes('--yes'), ask: terminalQuestion() }),
    });
    return 0;
  } catch (error) {
    // Configuration the seed cannot use (refused by lib/env.ts, or by the seed's own checks)
    // stops it before anything is written.
    const refused = error instanceof SeedRefused || error instanceof ConfigError;
    console.error(
      `[seed] ${refused ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : error}`,
    );
    return 1;
  } finally {
    await disconnectMongo().catch(() => undefined);
  }
}

void main().then((code) => {
  process.exitCode = code;
});
