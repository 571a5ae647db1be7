import { testMongoUri } from '../helpers/stores';

/** Each Jest worker's own database on the server MONGODB_TEST_URI names (never a shared one). */
describe('per-worker test databases', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.AGENCY_TEST_DB_PREFIX = 'agency-test-ab12cd';
    process.env.JEST_WORKER_ID = '3';
  });
  afterAll(() => {
    for (const name of ['AGENCY_TEST_DB_PREFIX', 'JEST_WORKER_ID']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  test.each([
    ['mongodb://127.0.0.1:27017/agency-test', 'mongodb://127.0.0.1:27017/agency-test-ab12cd-3'],
    ['mongodb://127.0.0.1:27017', 'mongodb://127.0.0.1:27017/agency-test-ab12cd-3'],
    [
      'mongodb://u:p@h1:27017,h2:27017/agency-test?replicaSet=rs0&authSource=admin',
      'mongodb://u:p@h1:27017,h2:27017/agency-test-ab12cd-3?replicaSet=rs0&authSource=admin',
    ],
    [
      'mongodb+srv://u:p@cluster0.x.mongodb.net/?retryWrites=true',
      'mongodb+srv://u:p@cluster0.x.mongodb.net/agency-test-ab12cd-3?retryWrites=true',
    ],
  ])('%s → %s', (base, expected) => {
    expect(testMongoUri(base)).toBe(expected);
  });

  test('two workers never share a database', () => {
    const uri = 'mongodb://127.0.0.1:27017/agency-test';
    const first = testMongoUri(uri);
    process.env.JEST_WORKER_ID = '4';
    expect(testMongoUri(uri)).not.toBe(first);
  });
});
