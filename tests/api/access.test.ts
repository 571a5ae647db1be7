import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encode } from 'next-auth/jwt';
import { call, signIn } from '../helpers/http';
import { ADMIN_ENDPOINTS } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const SECRETS = [/\$2[aby]\$\d\d\$/, /passwordHash/, /"password"/];

function requestBody(endpoint: (typeof ADMIN_ENDPOINTS)[number]) {
  if (endpoint.body === 'json')
    return { json: { username: 'x', email: 'x@x.x', password: 'longenough1' } };
  if (endpoint.body === 'form')
    return { form: { title: 'x', description: 'x', link: 'https://x.dev' } };
  return {};
}

describeEachStore('panel endpoints refuse anyone their role does not allow', (fixture) => {
  beforeAll(async () => {
    await fixture().createUser('writer', 'editor');
  });

  describe.each(ADMIN_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s',
    (_name, endpoint) => {
      const send = (cookie?: string) =>
        call(endpoint.handler, {
          method: endpoint.method,
          path: endpoint.path,
          params: endpoint.params,
          cookie,
          ...requestBody(endpoint),
        });

      test('401 when signed out', async () => {
        const res = await send();
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Please sign in to continue.' });
      });

      test('403 when signed in without the admin role', async () => {
        const res = await send(await signIn('visitor', PASSWORD));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: "You don't have permission to access this page." });
      });

      if (endpoint.editor) {
        test('an editor gets past the permission check', async () => {
          const res = await send(await signIn('writer', PASSWORD));
          expect([401, 403]).not.toContain(res.status);
        });
      } else {
        test('403 for an editor', async () => {
          const res = await send(await signIn('writer', PASSWORD));
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: "You don't have permission to access this page." });
        });
      }

      test('401 with a forged session cookie', async () => {
        const forged = await encode({
          token: { sub: fixture().accounts.admin._id, role: 'admin', username: 'admin' },
          secret: 'not-the-server-secret-not-the-server-secret',
        });
        const res = await send(`next-auth.session-token=${forged}`);
        expect(res.status).toBe(401);
      });

      test('401 with an expired session cookie', async () => {
        const expired = await encode({
          token: { sub: fixture().accounts.admin._id, role: 'admin', username: 'admin' },
          secret: process.env.NEXTAUTH_SECRET!,
          maxAge: -60,
        });
        const res = await send(`next-auth.session-token=${expired}`);
        expect(res.status).toBe(401);
      });
    },
  );

  test('a demoted admin is refused on the next call, a deleted one is signed out', async () => {
    const { store, createUser } = fixture();
    const temp = await createUser('temp-admin', 'admin');
    const cookie = await signIn('temp-admin', PASSWORD);
    const list = ADMIN_ENDPOINTS.find((e) => e.path === '/admin/projects/get')!;
    expect((await call(list.handler, { cookie })).status).toBe(200);

    await store.users.upsertByUsername({
      username: 'temp-admin',
      email: temp.email,
      role: 'user',
      passwordHash: 'irrelevant',
    });
    expect((await call(list.handler, { cookie })).status).toBe(403);

    await store.users.remove(temp._id);
    expect((await call(list.handler, { cookie })).status).toBe(401);
  });

  test('no admin response carries a password or hash', async () => {
    const cookie = await signIn('admin', PASSWORD);
    for (const endpoint of ADMIN_ENDPOINTS.filter((e) => e.method === 'GET')) {
      const res = await call(endpoint.handler, {
        path: endpoint.path,
        params: endpoint.params,
        cookie,
      });
      for (const pattern of SECRETS) expect(res.text).not.toMatch(pattern);
    }
  });
});

/** The methods a route file serves itself (the rest answer 405 through methodsOtherThan). */
function servedMethods(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^export const (GET|POST|PUT|PATCH|DELETE)\b/gm)].map((m) => m[1]!);
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('route.ts'))
    .map((name) => join(dir, name));
}

describe('the access list covers the whole panel API', () => {
  // Public by design: signing out is open to anyone (it ends only the caller's own session).
  const OPEN = new Set(['app/auth/logout/route.ts POST']);

  test.each(
    [...routeFiles('app/admin'), ...routeFiles('app/auth')]
      .flatMap((file) =>
        servedMethods(file).map((method) => [`${file} ${method}`, file, method] as const),
      )
      .filter(([name]) => !OPEN.has(name)),
  )('%s is in ADMIN_ENDPOINTS', async (_name, file, method) => {
    const served = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    expect(ADMIN_ENDPOINTS.some((e) => e.handler === served[method])).toBe(true);
  });
});
