// Drops the databases this run's workers used (tests/global-setup.mjs names them), then stops
// the mongodb-memory-server it started, if any.
export default async function globalTeardown() {
  const uri = process.env.MONGODB_TEST_URI;
  const prefix = process.env.AGENCY_TEST_DB_PREFIX;
  if (uri && prefix) await dropRunDatabases(uri, `${prefix}-`);
  await globalThis.__MONGOD__?.stop();
}

async function dropRunDatabases(uri, prefix) {
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
    const ours = databases.map((d) => d.name).filter((name) => name.startsWith(prefix));
    await Promise.all(ours.map((name) => client.db(name).dropDatabase()));
  } catch (error) {
    console.warn(`[stores] could not drop the test databases ${prefix}*: ${error.message}`);
  } finally {
    await client.close().catch(() => undefined);
  }
}
