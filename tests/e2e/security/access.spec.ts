import { expect, test } from '@playwright/test';
import {
  ADMIN_DATA_MARKERS,
  E2E_ADMIN,
  editorCookie,
  SECURITY_HEADERS,
  signInCookie,
  userCookie,
} from './helpers';
import { encode } from 'next-auth/jwt';

const ID = '65f1a1000000000000000001';
const ADMIN_PAGES = [
  '/private/admin',
  '/private/admin/main',
  '/private/admin/users',
  '/private/admin/projects',
  `/private/admin/project/${ID}`,
  '/private/admin/team',
  '/private/admin/member/65f1a5000000000000000001',
  '/private/admin/reviews',
  '/private/admin/review/65f1a2000000000000000001',
  '/private/admin/blogs',
  '/private/admin/blog/65f1a3000000000000000001',
];
const ADMIN_API = [
  ['GET', '/admin/main/get'],
  ['GET', '/auth/users'],
  ['GET', '/admin/projects/get'],
  ['GET', `/admin/project/${ID}`],
  ['GET', '/admin/team/get'],
  ['GET', '/admin/reviews/get'],
  ['GET', '/admin/blogs/get'],
  ['GET', '/admin/blog/65f1a3000000000000000001'],
  ['DELETE', `/admin/projects/delete/${ID}`],
  ['DELETE', `/auth/user/delete/${ID}`],
] as const;

/** Ways a request might try to slip past the proxy's redirect. */
const VARIANTS: { name: string; path: (p: string) => string; headers: Record<string, string> }[] = [
  { name: 'plain', path: (p) => p, headers: {} },
  {
    name: 'x-middleware-subrequest',
    path: (p) => p,
    headers: {
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
    },
  },
  {
    name: 'proxy subrequest',
    path: (p) => p,
    headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  },
  { name: '.rsc', path: (p) => `${p}.rsc`, headers: { rsc: '1' } },
  { name: '?_rsc=', path: (p) => `${p}?_rsc=abc12`, headers: { rsc: '1' } },
];

async function forgedCookie(kind: 'forged' | 'expired') {
  const token = await encode({
    token: { sub: '65f1a1000000000000000001', role: 'admin', username: 'admin' },
    secret:
      kind === 'forged'
        ? 'an-attacker-guess-an-attacker-guess'
        : 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    maxAge: kind === 'expired' ? -60 : 3600,
  });
  return `next-auth.session-token=${token}`;
}

test.describe('admin pages and API refuse everyone but admins', () => {
  let user: string;
  let forged: string;
  let expired: string;
  test.beforeAll(async ({ request }) => {
    user = await userCookie(request);
    forged = await forgedCookie('forged');
    expired = await forgedCookie('expired');
  });

  for (const page of ADMIN_PAGES) {
    test(`page ${page}`, async ({ request }) => {
      const who: [string, string | undefined][] = [
        ['signed out', undefined],
        ['forged cookie', forged],
        ['expired cookie', expired],
        ['non-admin', user],
      ];
      for (const [label, cookie] of who) {
        for (const variant of VARIANTS) {
          const res = await request.get(variant.path(page), {
            headers: { ...variant.headers, ...(cookie ? { cookie } : {}) },
            maxRedirects: 0,
          });
          const body = await res.text();
          const context = `${label}, ${variant.name}: ${res.status()}`;
          if (label === 'non-admin') {
            // Signed in without the role: the permission screen (or a 404 for a bogus variant).
            expect([200, 307, 308, 404], context).toContain(res.status());
            if (res.status() === 200 && variant.name === 'plain') {
              expect(body, context).toContain(
                'You don&#x27;t have permission to access this page.',
              );
            }
          } else {
            expect([307, 308, 404], context).toContain(res.status());
            if (res.status() !== 404)
              expect(res.headers()['location'], context).toContain('/auth/login');
          }
          for (const marker of ADMIN_DATA_MARKERS)
            expect(body, `${context} leaks ${marker}`).not.toContain(marker);
        }
      }
    });
  }

  for (const [method, path] of ADMIN_API) {
    test(`API ${method} ${path}`, async ({ request }) => {
      const who: [string, string | undefined, number][] = [
        ['signed out', undefined, 401],
        ['forged cookie', forged, 401],
        ['expired cookie', expired, 401],
        ['non-admin', user, 403],
      ];
      for (const [label, cookie, status] of who) {
        for (const variant of VARIANTS.filter((v) => v.name !== '.rsc')) {
          const res = await request.fetch(variant.path(path), {
            method,
            headers: { ...variant.headers, ...(cookie ? { cookie } : {}) },
            maxRedirects: 0,
          });
          let body = await res.text();
          let final = res.status();
          // Next.js answers a stale ?_rsc= cache-buster with a redirect to the canonical URL:
          // follow it, the answer there must still be the refusal.
          if (final === 307 && variant.name === '?_rsc=') {
            for (const marker of ADMIN_DATA_MARKERS) expect(body).not.toContain(marker);
            const next = await request.fetch(
              new URL(res.headers()['location']!, res.url()).toString(),
              {
                method,
                headers: { ...variant.headers, ...(cookie ? { cookie } : {}) },
                maxRedirects: 0,
              },
            );
            body = await next.text();
            final = next.status();
          }
          expect(final, `${label}, ${variant.name}`).toBe(status);
          for (const marker of ADMIN_DATA_MARKERS) expect(body).not.toContain(marker);
        }
      }
    });
  }
});

/** The panel's pages and reads that are the admin's alone, and some an editor uses. */
const ADMIN_ONLY_PAGES = [
  '/private/admin/users',
  '/private/admin/settings',
  '/private/admin/redirects',
  '/private/admin/activity',
];
const EDITOR_PAGES = [
  '/private/admin',
  '/private/admin/projects',
  `/private/admin/project/${ID}`,
  '/private/admin/blogs',
  '/private/admin/comments',
  '/private/admin/faqs',
  '/private/admin/services',
  '/private/admin/trash',
  '/private/admin/account',
];
const ADMIN_ONLY_API = [
  '/admin/main/get',
  '/admin/main/contact/export',
  '/auth/users',
  '/admin/settings/get',
  '/admin/redirects/get',
];
const EDITOR_API = [
  '/admin/projects/get',
  '/admin/blogs/get',
  '/admin/faqs/get',
  '/admin/comments/get',
];

test.describe('an editor: the content, and none of the leads, accounts or settings', () => {
  let editor: string;
  test.beforeAll(async ({ request }) => {
    editor = await editorCookie(request);
  });

  test('pages: the admin-only ones show the permission screen, none carries lead data', async ({
    request,
  }) => {
    for (const page of [...ADMIN_ONLY_PAGES, ...EDITOR_PAGES]) {
      const variants = ADMIN_ONLY_PAGES.includes(page) ? VARIANTS : VARIANTS.slice(0, 1);
      for (const variant of variants) {
        const res = await request.get(variant.path(page), {
          headers: { ...variant.headers, cookie: editor },
          maxRedirects: 0,
        });
        const body = await res.text();
        const context = `${page}, ${variant.name}: ${res.status()}`;
        expect([200, 307, 308, 404], context).toContain(res.status());
        if (variant.name === 'plain') {
          expect(res.status(), context).toBe(200);
          const denied = body.includes('You don&#x27;t have permission to access this page.');
          expect(denied, context).toBe(ADMIN_ONLY_PAGES.includes(page));
        }
        for (const marker of ADMIN_DATA_MARKERS)
          expect(body, `${context} leaks ${marker}`).not.toContain(marker);
      }
    }
  });

  test('API: 403 from every admin-only read, whatever the address looks like', async ({
    request,
  }) => {
    for (const path of ADMIN_ONLY_API) {
      for (const variant of VARIANTS.filter((v) => v.name !== '.rsc')) {
        const res = await request.get(variant.path(path), {
          headers: { ...variant.headers, cookie: editor },
          maxRedirects: 0,
        });
        const body = await res.text();
        // A stale ?_rsc= cache-buster is redirected to the canonical address, refused there.
        if (res.status() === 307 && variant.name === '?_rsc=') continue;
        expect(res.status(), `${path}, ${variant.name}`).toBe(403);
        for (const marker of ADMIN_DATA_MARKERS) expect(body).not.toContain(marker);
      }
    }
    for (const path of EDITOR_API) {
      expect((await request.get(path, { headers: { cookie: editor } })).status(), path).toBe(200);
    }
  });
});

test.describe('session cookie and CSRF', () => {
  test('POST /auth/login sets an HttpOnly, SameSite=Lax session cookie', async ({ request }) => {
    const res = await request.post('/auth/login', { data: E2E_ADMIN });
    expect(res.status()).toBe(200);
    const cookie = res.headers()['set-cookie']!;
    expect(cookie).toMatch(/next-auth\.session-token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  test('next-auth signs nobody in, and its sign-out refuses a request without its CSRF token', async ({
    request,
  }) => {
    const signIn = await request.post('/api/auth/callback/credentials', {
      form: { ...E2E_ADMIN, json: 'true' },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(404);
    expect(signIn.headers()['set-cookie'] ?? '').not.toContain('next-auth.session-token');

    // A throwaway admin: signing out ends every session of the account.
    const admin = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
    const username = `signout-${Date.now().toString(36)}`;
    const password = 'signout-admin-password';
    await request.post('/auth/signup', {
      data: { username, email: `${username}@example.com`, password },
      headers: { cookie: admin },
    });
    const session = await signInCookie(request, username, password);
    const csrf = await request.get('/api/auth/csrf', { headers: { cookie: session } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = (csrf.headers()['set-cookie'] ?? '')
      .split('\n')
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const adminCall = () => request.get('/admin/main/get', { headers: { cookie: session } });

    // Without the token: next-auth does not sign out, and the session stays valid.
    await request.post('/api/auth/signout', {
      headers: { cookie: `${session}; ${csrfCookie}` },
      form: { json: 'true' },
      maxRedirects: 0,
    });
    expect((await adminCall()).status()).toBe(200);

    // With it: the session ends on the server.
    await request.post('/api/auth/signout', {
      headers: { cookie: `${session}; ${csrfCookie}` },
      form: { csrfToken, json: 'true' },
      maxRedirects: 0,
    });
    expect((await adminCall()).status()).toBe(401);
  });

  test('a write from a foreign Origin is refused, even with an admin session', async ({
    request,
  }) => {
    const cookie = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
    const contact = await request.post('/frontend/contact/send', {
      data: { name: 'N', email: 'e@e.e', phone: '1', subject: 'Consultation', message: 'm' },
      headers: { origin: 'https://evil.example' },
    });
    expect(contact.status()).toBe(403);
    expect(await contact.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const del = await request.delete(`/admin/projects/delete/${ID}`, {
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(del.status()).toBe(403);
    expect((await request.get(`/admin/project/${ID}`, { headers: { cookie } })).status()).toBe(200);
  });
});

test.describe('security headers', () => {
  const paths = [
    '/',
    '/blogs',
    '/contact',
    '/auth/login',
    '/frontend/projects/get',
    '/no-such-page',
    '/private/admin',
    '/icon.svg',
  ];
  for (const path of paths) {
    test(`on ${path}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
  }
});
