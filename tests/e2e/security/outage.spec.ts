import { createServer, type Server, type Socket, connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort, startServer, stopServer } from './helpers';

/**
 * The database goes away: prerendered pages keep answering, every API call is a prompt 503
 * with a clear message, and (where a MongoDB is available) the app recovers by itself when the
 * database comes back. The app talks to MongoDB through a TCP relay the test can cut.
 */

const MESSAGE =
  'The service is temporarily unavailable: the database cannot be reached. Please try again shortly.';

/** A relay from a local port to MongoDB that can be switched off and on. */
class Relay {
  private server?: Server;
  private sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}
  async up() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }
  async down() {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
    this.server = undefined;
  }
}

const API = [
  '/frontend/projects/get',
  '/frontend/blogs/get',
  '/frontend/reviews/get',
  '/frontend/team/get',
  '/frontend/blogs/get-main',
];

test('with MongoDB unreachable: pages answer 200, the API answers 503 promptly', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const server = await startServer(port, {
    MONGODB_URI: `mongodb://127.0.0.1:${await freePort()}/agency`,
    DATA_STORE: '',
  });
  try {
    for (const page of ['/', '/services', '/service/seo', '/blogs', '/contact']) {
      const res = await fetch(`http://127.0.0.1:${port}${page}`);
      expect(res.status, page).toBe(200);
    }
    for (const path of API) {
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({ message: MESSAGE });
      expect(Date.now() - started, `${path} answered promptly`).toBeLessThan(10_000);
    }
    const post = await fetch(`http://127.0.0.1:${port}/frontend/contact/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'N',
        email: 'e',
        phone: '1',
        subject: 'Consultation',
        message: 'm',
      }),
    });
    expect(post.status).toBe(503);
  } finally {
    await stopServer(server);
  }
});

test('recovers without a restart once MongoDB is back', async () => {
  const uri = process.env.E2E_MONGODB_URI;
  test.skip(!uri, 'needs a MongoDB (E2E_MONGODB_URI)');
  test.setTimeout(120_000);
  const target = new URL(uri!.replace(/^mongodb:/, 'http:'));
  const relay = new Relay(await freePort(), {
    host: target.hostname,
    port: Number(target.port || 27017),
  });
  await relay.up();
  const port = await freePort();
  const server = await startServer(port, {
    MONGODB_URI: `mongodb://127.0.0.1:${relay.port}${target.pathname}?directConnection=true`,
    DATA_STORE: '',
  });
  const get = () => fetch(`http://127.0.0.1:${port}/frontend/projects/get`);
  try {
    expect((await get()).status).toBe(200);
    await relay.down();
    await expect.poll(async () => (await get()).status, { timeout: 30_000 }).toBe(503);
    await relay.up();
    await expect.poll(async () => (await get()).status, { timeout: 30_000 }).toBe(200);
  } finally {
    await stopServer(server);
    await relay.down();
  }
});

test('two app processes sharing one MongoDB enforce one combined login limit', async () => {
  const uri = process.env.E2E_MONGODB_URI;
  test.skip(!uri, 'needs a MongoDB (E2E_MONGODB_URI)');
  test.setTimeout(120_000);
  // Behind one proxy: the last X-Forwarded-For entry is the client's address.
  const env = {
    MONGODB_URI: uri!,
    DATA_STORE: 'mongodb',
    RATE_LIMIT_LOGIN: '4',
    TRUSTED_PROXY_HOPS: '1',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  const [a, b] = await Promise.all([startServer(portA, env), startServer(portB, env)]);
  const attempt = (port: number) =>
    fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
      body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
    });
  try {
    const statuses = [];
    for (const port of [portA, portB, portA, portB, portA, portB])
      statuses.push((await attempt(port)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  } finally {
    await Promise.all([stopServer(a), stopServer(b)]);
  }
});

test('two app processes sharing one MongoDB enforce one per-account sign-in wait', async () => {
  const uri = process.env.E2E_MONGODB_URI;
  test.skip(!uri, 'needs a MongoDB (E2E_MONGODB_URI)');
  test.setTimeout(120_000);
  // No trusted proxy: every address below is the client's own claim, and none of them counts.
  const env = { MONGODB_URI: uri!, DATA_STORE: 'mongodb', TRUSTED_PROXY_HOPS: '0' };
  const [portA, portB] = [await freePort(), await freePort()];
  const [a, b] = await Promise.all([startServer(portA, env), startServer(portB, env)]);
  const username = `shared-${Date.now().toString(36)}`;
  const attempt = (port: number, i: number) =>
    fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
      body: JSON.stringify({ username, password: 'wrong-password' }),
    });
  try {
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt(i % 2 ? portB : portA, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  } finally {
    await Promise.all([stopServer(a), stopServer(b)]);
  }
});
