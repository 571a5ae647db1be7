import { randomBytes } from 'node:crypto';

// Finds a MongoDB for the contract suite: MONGODB_TEST_URI, or mongodb-memory-server with a
// cached, downloadable or MONGOMS_SYSTEM_BINARY mongod. Without one the suite runs on the memory
// store only, and says so.
//
// Jest runs test files in parallel workers. Each worker gets a database of its own on that
// server, named `<database of the URI>-<run>-<worker>` (tests/helpers/stores.ts), so one file's
// reset never empties another file's data; the global teardown drops this run's databases.
export default async function globalSetup() {
  if (process.env.MONGODB_TEST_URI) {
    nameThisRun(process.env.MONGODB_TEST_URI);
    console.log(`\n[stores] MongoDB: using MONGODB_TEST_URI, one database per worker`);
    return;
  }
  if (process.env.SKIP_MONGODB_TESTS === '1') {
    console.log(
      '\n[stores] MongoDB: skipped (SKIP_MONGODB_TESTS=1); contract suite runs on memory only',
    );
    return;
  }
  // mongodb-memory-server prints whole stack traces when it cannot start; one line says it.
  const { warn, error: consoleError } = console;
  console.warn = console.error = () => undefined;
  let server;
  let reason;
  let timer;
  try {
    const { MongoMemoryServer } = await import('mongodb-memory-server');
    server = await Promise.race([
      MongoMemoryServer.create(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out after 60 s')), 60_000);
      }),
    ]);
  } catch (error) {
    reason = /ENOTFOUND|EAI_AGAIN/.test(String(error?.message))
      ? 'mongod could not be downloaded: no internet access'
      : String(error?.message ?? error).split('\n')[0];
  } finally {
    // A pending timer would keep Jest from exiting for the rest of the minute.
    clearTimeout(timer);
    console.warn = warn;
    console.error = consoleError;
  }
  if (server) {
    globalThis.__MONGOD__ = server;
    process.env.MONGODB_TEST_URI = server.getUri('agency-test');
    nameThisRun(process.env.MONGODB_TEST_URI);
    console.log(`\n[stores] MongoDB: mongodb-memory-server at ${process.env.MONGODB_TEST_URI}`);
  } else {
    console.log(
      `\n[stores] MongoDB: not available (${reason}); contract suite runs on memory only`,
    );
  }
}

/**
 * The prefix of this run's databases, passed to the workers through the environment: the URI's
 * database name (or agency-test) and a random run id, so two runs against one server never
 * share or drop each other's databases.
 */
function nameThisRun(uri) {
  const database = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri)?.[1] || 'agency-test';
  // MongoDB database names are at most 63 bytes; the worker suffix needs a few.
  process.env.AGENCY_TEST_DB_PREFIX = `${database.slice(0, 40)}-${randomBytes(3).toString('hex')}`;
}
