import { call } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import { resetEnvForTests } from '@/lib/env';
import { resetLimitsForTests } from '@/lib/rate-limit';

const BLOG = '65f1a3000000000000000002';
const WAIT_MESSAGE =
  'Too many failed sign-ins for this account. Please wait a few seconds and try again.';

let serial = 0;
const uniqueName = (label: string) => `${label}-${Date.now().toString(36)}-${++serial}`;

/** A different client address on every call, as a guesser rotating X-Forwarded-For would send. */
const rotating = () => ({ 'x-forwarded-for': `203.0.113.${(serial++ % 250) + 1}` });

function login(username: string, password: string, headers: Record<string, string> = rotating()) {
  return call(routes.login.POST, { path: '/auth/login', json: { username, password }, headers });
}

/** The device cookie a successful sign-in hands this browser, as the browser sends it back. */
function deviceCookie(res: { headers: Headers }): string {
  const set = res.headers.getSetCookie().find((c) => c.includes('sign-in-device='));
  expect(set).toMatch(/Path=\/auth\/login; .*HttpOnly; SameSite=Strict/);
  return set!.split(';')[0]!;
}

/**
 * Cookies a forger could make from a real one: a changed signature, and the same signature
 * spelt differently (base64url's last character carries two spare bits that decoding ignores).
 */
function forgeries(cookie: string): string[] {
  const signatureAt = cookie.lastIndexOf('.') + 1;
  const first = cookie[signatureAt] === 'A' ? 'B' : 'A';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(cookie.at(-1)!);
  return [
    cookie.slice(0, signatureAt) + first + cookie.slice(signatureAt + 1),
    cookie.slice(0, -1) + alphabet[last ^ 1],
  ];
}

const BUSY_MESSAGE =
  'Too many sign-in attempts on this site right now. Please wait a minute and try again.';

/** Polls until `check` holds; the wait itself is never the assertion. */
async function until<T>(attempt: () => Promise<T>, check: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await attempt();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function withEnv(vars: Record<string, string>) {
  beforeAll(async () => {
    Object.assign(process.env, vars);
    resetEnvForTests();
    await resetLimitsForTests();
  });
  afterAll(async () => {
    for (const name of Object.keys(vars)) delete process.env[name];
    process.env.RATE_LIMIT_LOGIN = process.env.RATE_LIMIT_CONTACT = '100000';
    process.env.RATE_LIMIT_COMMENT = '100000';
    resetEnvForTests();
    await resetLimitsForTests();
  });
}

describeEachStore('sign-in limits an attacker cannot steer', (fixture) => {
  describe('POST /auth/login: failed sign-ins are limited per account, whatever the address', () => {
    test('five free guesses, then one per wait: rotating X-Forwarded-For does not help', async () => {
      const name = uniqueName('target');
      await fixture().createUser(name, 'admin');
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await login(name, `guess-${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      const limited = await login(name, 'guess-x');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: WAIT_MESSAGE });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    });

    test('while waiting even the right password waits; once the wait is over it signs in and resets the count', async () => {
      const name = uniqueName('owner');
      await fixture().createUser(name, 'admin');
      for (let i = 0; i < 6; i++) await login(name, `guess-${i}`);
      expect((await login(name, PASSWORD)).status).toBe(429);
      const signedIn = await until(
        () => login(name, PASSWORD),
        (res) => res.status !== 429,
      );
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('set-cookie')).toMatch(/session-token=/);
      // The success ended the run: the next five mistakes are free again.
      for (let i = 0; i < 5; i++) expect((await login(name, `typo-${i}`)).status).toBe(401);
    });

    test("a browser that signed in before is not slowed by strangers' failures", async () => {
      const name = uniqueName('returning');
      await fixture().createUser(name, 'admin');
      const cookie = deviceCookie(await login(name, PASSWORD));
      for (let i = 0; i < 8; i++) await login(name, `stranger-${i}`);
      // A browser without the cookie waits, as the owner on a new laptop would ...
      expect((await login(name, PASSWORD)).status).toBe(429);
      // ... while the owner's own browser signs in at once, and a forged cookie earns nothing.
      const own = await call(routes.login.POST, {
        path: '/auth/login',
        json: { username: name, password: PASSWORD },
        cookie,
      });
      expect(own.status).toBe(200);
      for (let i = 0; i < 8; i++) await login(name, `stranger-again-${i}`);
      for (const forged of forgeries(cookie)) {
        const refused = await call(routes.login.POST, {
          path: '/auth/login',
          json: { username: name, password: PASSWORD },
          cookie: forged,
        });
        expect(refused.status).toBe(429);
      }
    });

    test("the device cookie has its own wait: guessing from it never reaches the account's", async () => {
      const name = uniqueName('stolen');
      await fixture().createUser(name, 'admin');
      const cookie = deviceCookie(await login(name, PASSWORD));
      const fromDevice = (password: string) =>
        call(routes.login.POST, {
          path: '/auth/login',
          json: { username: name, password },
          cookie,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await fromDevice(`guess-${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      // The account itself is untouched: its five free mistakes are still there.
      for (let i = 0; i < 5; i++) expect((await login(name, `typo-${i}`)).status).toBe(401);
    });

    test('every spelling of the username counts against the one account', async () => {
      const name = uniqueName('casey');
      await fixture().createUser(name, 'admin');
      const spellings = [name, name.toUpperCase(), ` ${name} `, name.replace(/^c/, 'C')];
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push((await login(spellings[i % spellings.length]!, `guess-${i}`)).status);
      }
      expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(statuses.slice(6)).toEqual([429, 429]);
    });

    test('twenty simultaneous guesses: only the five free ones and one more are checked', async () => {
      const name = uniqueName('burst');
      await fixture().createUser(name, 'admin');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(name, `guess-${i}`)),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(6);
      expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    });

    test('an unknown username is answered exactly like a known one', async () => {
      const known = uniqueName('real');
      await fixture().createUser(known, 'admin');
      const ghost = uniqueName('ghost');
      const answers = async (name: string) => {
        const out: [number, unknown][] = [];
        for (let i = 0; i < 7; i++) {
          const res = await login(name, `guess-${i}`);
          out.push([res.status, res.body]);
        }
        return out;
      };
      expect(await answers(ghost)).toEqual(await answers(known));
    });
  });

  describe('behind one trusted proxy (TRUSTED_PROXY_HOPS=1), per-client limits use the address the proxy saw', () => {
    withEnv({ TRUSTED_PROXY_HOPS: '1', RATE_LIMIT_LOGIN: '3', RATE_LIMIT_CONTACT: '2' });

    test("a victim's address sent as the first X-Forwarded-For entry cannot lock the victim out", async () => {
      const victim = '192.0.2.66';
      for (let i = 0; i < 6; i++) {
        // What the attacker wrote, then what the proxy appended: the attacker's own address.
        await login('nobody-at-all', 'wrong', { 'x-forwarded-for': `${victim}, 198.51.100.9` });
      }
      const own = await login('admin', PASSWORD, { 'x-forwarded-for': victim });
      expect(own.status).toBe(200);
    });

    test("the account's wait does not use up the waiting owner's own budget", async () => {
      const name = uniqueName('patient');
      await fixture().createUser(name, 'admin');
      for (let i = 0; i < 6; i++) await login(name, `stranger-${i}`);
      const own = { 'x-forwarded-for': '192.0.2.99' };
      // Refused by the account's wait, again and again: no password was checked.
      for (let i = 0; i < 4; i++) {
        const res = await login(name, PASSWORD, own);
        if (res.status === 200) break;
        expect(res.body).toEqual({ message: WAIT_MESSAGE });
      }
      const signedIn = await until(
        () => login(name, PASSWORD, own),
        (res) => res.status !== 429,
      );
      expect(signedIn.status).toBe(200);
    });

    test('rotating the first entry does not escape the per-client limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call(routes.publicContact.POST, {
          json: { name: 'N', email: 'e@e.e', phone: '1', subject: 'Consultation', message: 'm' },
          headers: { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.44` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
    });
  });

  describe('with no trusted proxy (TRUSTED_PROXY_HOPS=0), no header decides who the client is', () => {
    withEnv({ TRUSTED_PROXY_HOPS: '0', RATE_LIMIT_LOGIN: '2', RATE_LIMIT_COMMENT: '1' });

    test('sign-in is not limited per address, so nobody can lock an address out of it', async () => {
      for (let i = 0; i < 4; i++) {
        await login(`stranger-${i}`, 'wrong', { 'x-forwarded-for': '192.0.2.77' });
      }
      expect((await login('admin', PASSWORD, { 'x-forwarded-for': '192.0.2.77' })).status).toBe(
        200,
      );
    });

    test('comments share one site-wide ceiling, 20 times one client’s limit, whatever the headers say', async () => {
      const post = (i: number) =>
        call(routes.publicComment.POST, {
          params: { blogId: BLOG },
          json: { name: 'N', email: 'e@e.e', comment: `comment ${i}` },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await post(i)).status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429]);
    });
  });

  describe('with no trusted proxy, password checks for made-up names share one ceiling', () => {
    withEnv({ TRUSTED_PROXY_HOPS: '0', RATE_LIMIT_LOGIN: '2' });

    test('past 3 × RATE_LIMIT_LOGIN failures a minute no password is checked; the owner’s browser still signs in', async () => {
      const cookie = deviceCookie(await login('admin', PASSWORD));
      const started = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await login(uniqueName('ghost'), 'x')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429]);
      const refused = await login(uniqueName('ghost'), 'x');
      expect(refused.body).toEqual({ message: BUSY_MESSAGE });
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(Date.now() - started).toBeLessThan(10_000);
      const own = await call(routes.login.POST, {
        path: '/auth/login',
        json: { username: 'admin', password: PASSWORD },
        cookie,
      });
      expect(own.status).toBe(200);
    });
  });
});
