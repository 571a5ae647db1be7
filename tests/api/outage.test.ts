import { createServer, type AddressInfo } from 'node:net';
import { MongoStore } from '@/lib/data/mongo';
import { setStoreForTests } from '@/lib/data';
import { resetLimitsForTests } from '@/lib/rate-limit';
import { call } from '../helpers/http';
import { ADMIN_ENDPOINTS, PUBLIC_ENDPOINTS } from '../helpers/routes';
import { encode } from 'next-auth/jwt';

/** A port where nothing listens: bind one, note it, close it. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('database outage: every API call answers 503 promptly with a clear message', () => {
  let cookie: string;

  beforeAll(async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uri = `mongodb://127.0.0.1:${await deadPort()}/agency`;
    process.env.MONGODB_URI = uri;
    resetLimitsForTests();
    setStoreForTests(new MongoStore(uri));
    const token = await encode({
      token: { sub: '65f1a1000000000000000001', role: 'admin', username: 'admin' },
      secret: process.env.NEXTAUTH_SECRET!,
    });
    cookie = `next-auth.session-token=${token}`;
  });

  afterAll(() => {
    setStoreForTests(undefined);
    delete process.env.MONGODB_URI;
  });

  const valid: Record<string, unknown> = {
    '/frontend/contact/send': {
      name: 'N',
      email: 'e',
      phone: '1',
      subject: 'Consultation',
      message: 'm',
    },
    '/auth/login': { username: 'admin', password: 'password1' },
  };

  test.each(
    [...PUBLIC_ENDPOINTS, ...ADMIN_ENDPOINTS.filter((e) => e.method === 'GET')].map(
      (e) => [`${e.method} ${e.path}`, e] as const,
    ),
  )(
    '%s',
    async (_name, endpoint) => {
      const started = Date.now();
      const json =
        endpoint.body === 'json'
          ? (valid[endpoint.path] ?? { name: 'N', email: 'e@e.e', comment: 'hi' })
          : undefined;
      const res = await call(endpoint.handler, {
        method: endpoint.method,
        path: endpoint.path,
        params: endpoint.params,
        json,
        cookie,
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        message:
          'The service is temporarily unavailable: the database cannot be reached. Please try again shortly.',
      });
      // Bounded by the driver's server-selection time-out (4 s), never a hang.
      expect(Date.now() - started).toBeLessThan(15_000);
    },
    20_000,
  );
});
