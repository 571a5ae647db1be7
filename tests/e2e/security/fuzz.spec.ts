import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, signInCookie } from './helpers';

/**
 * Bounded input fuzzing over every endpoint of the API, signed out and as an admin.
 * Every request is invalid by construction (bad JSON, wrong types, operators, huge values,
 * hostile ids, broken multipart, wrong methods), so every answer must be a 4xx JSON
 * { message }, the server must stay up, and the stored data must be exactly as before.
 */

type Body = 'json' | 'form' | 'none';
interface Target {
  method: string;
  path: (id: string) => string;
  body: Body;
  fields: string[];
}

const T = (method: string, path: string, body: Body, fields: string[] = []): Target => ({
  method,
  path: (id) => path.replace('{id}', id),
  body,
  fields,
});

const TARGETS: Target[] = [
  T('GET', '/frontend/projects/get', 'none'),
  T('GET', '/frontend/reviews/get', 'none'),
  T('GET', '/frontend/blogs/get-main', 'none'),
  T('GET', '/frontend/blogs/get', 'none'),
  T('POST', '/frontend/blog/add-comment/{id}', 'json', ['name', 'email', 'comment']),
  T('GET', '/frontend/team/get', 'none'),
  T('POST', '/frontend/contact/send', 'json', ['name', 'email', 'phone', 'subject', 'message']),
  T('POST', '/auth/login', 'json', ['username', 'password']),
  T('GET', '/auth/users', 'none'),
  T('POST', '/auth/signup', 'json', ['username', 'email', 'password', 'role']),
  T('DELETE', '/auth/user/delete/{id}', 'none'),
  T('GET', '/admin/main/get', 'none'),
  T('DELETE', '/admin/main/contact/delete/{id}', 'none'),
  T('GET', '/admin/projects/get', 'none'),
  T('POST', '/admin/projects/add', 'form', ['title', 'description', 'link']),
  T('GET', '/admin/project/{id}', 'none'),
  T('PATCH', '/admin/project/update/{id}', 'form', ['title', 'description', 'link']),
  T('DELETE', '/admin/projects/delete/{id}', 'none'),
  T('GET', '/admin/team/get', 'none'),
  T('POST', '/admin/team/add', 'form', [
    'name',
    'description',
    'skill',
    'linkedIn',
    'github',
    'imageAlt',
  ]),
  T('GET', '/admin/member/{id}', 'none'),
  T('PATCH', '/admin/member/update/{id}', 'form', [
    'name',
    'description',
    'skill',
    'linkedIn',
    'github',
  ]),
  T('DELETE', '/admin/team/delete/{id}', 'none'),
  T('GET', '/admin/reviews/get', 'none'),
  T('POST', '/admin/reviews/add', 'form', ['clientName', 'clientAccount', 'description', 'col']),
  T('GET', '/admin/review/{id}', 'none'),
  T('PATCH', '/admin/review/update/{id}', 'form', [
    'clientName',
    'clientAccount',
    'description',
    'col',
  ]),
  T('DELETE', '/admin/reviews/delete/{id}', 'none'),
  T('GET', '/admin/blogs/get', 'none'),
  T('POST', '/admin/blogs/add', 'form', ['title', 'description', 'imageAlt']),
  T('GET', '/admin/blog/{id}', 'none'),
  T('PATCH', '/admin/blog/update/{id}', 'form', ['title', 'description', 'comments']),
  T('DELETE', '/admin/blogs/delete/{id}', 'none'),
];

const HOSTILE_IDS = [
  '{"$gt":""}',
  '../',
  '../../etc/passwd',
  'a'.repeat(3000),
  "' OR 1=1 --",
  '65f1a9999999999999999999',
  'null',
  '$where',
];
const OPERATORS: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
];
const WRONG_TYPES: unknown[] = [42, true, null, ['a', 'b'], { nested: { deep: 1 } }];

/** A small deterministic PRNG, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

interface Case {
  label: string;
  method: string;
  path: string;
  data?: string | Buffer;
  contentType?: string;
  multipart?: Record<string, string>;
}

function casesFor(target: Target, random: () => number): Case[] {
  const pick = <X>(xs: X[]) => xs[Math.floor(random() * xs.length)]!;
  const id = () => encodeURIComponent(pick(HOSTILE_IDS));
  const path = target.path(target.path('{id}').includes('{id}') ? id() : '');
  const cases: Case[] = [];
  const wrongMethod = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== target.method);
  if (target.path('x') !== '/auth/login') {
    cases.push({ label: 'wrong method', method: pick(wrongMethod), path });
  }
  if (target.path('{id}').includes('{id}')) {
    for (let i = 0; i < 3; i++)
      cases.push({ label: 'hostile id', method: target.method, path: target.path(id()) });
  }
  if (target.body === 'json') {
    for (const raw of ['{', '[1,', 'null', '"text"', '{"a":}', '\u0000\u0001', '[]']) {
      cases.push({
        label: `malformed JSON ${JSON.stringify(raw)}`,
        method: target.method,
        path,
        data: raw,
        contentType: 'application/json',
      });
    }
    const valid = Object.fromEntries(target.fields.map((f) => [f, 'ok-value']));
    for (const field of target.fields) {
      const body = { ...valid, [field]: pick([...OPERATORS, ...WRONG_TYPES]) };
      cases.push({
        label: `bad ${field}`,
        method: target.method,
        path,
        data: JSON.stringify(body),
        contentType: 'application/json',
      });
    }
    cases.push({
      label: 'huge string',
      method: target.method,
      path,
      data: JSON.stringify({ ...valid, [pick(target.fields)]: 'x'.repeat(200_000) }),
      contentType: 'application/json',
    });
  }
  if (target.body === 'form') {
    const valid = Object.fromEntries(target.fields.map((f) => [f, 'ok-value']));
    const field = pick(target.fields);
    cases.push({
      label: 'missing field, no image',
      method: target.method,
      path,
      multipart: { ...valid, [field]: '' },
    });
    cases.push({
      label: 'operator as text',
      method: target.method,
      path,
      multipart: {
        ...valid,
        [field]: '{"$gt":""}',
        link: 'javascript:alert(1)',
        col: '9',
        comments: '{"$ne":null}',
      },
    });
    cases.push({
      label: 'broken multipart',
      method: target.method,
      path,
      data: '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
      contentType: 'multipart/form-data; boundary=NOT-THE-BOUNDARY',
    });
    cases.push({
      label: 'oversized multipart',
      method: target.method,
      path,
      data: Buffer.concat([
        Buffer.from(
          '--B\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        Buffer.alloc(6 * 1024 * 1024, 1),
        Buffer.from('\r\n--B--\r\n'),
      ]),
      contentType: 'multipart/form-data; boundary=B',
    });
    cases.push({
      label: 'JSON where multipart is expected',
      method: target.method,
      path,
      data: JSON.stringify(valid),
      contentType: 'application/json',
    });
  }
  return cases;
}

async function snapshot(request: APIRequestContext, cookie: string) {
  const get = async (path: string) => (await request.get(path, { headers: { cookie } })).json();
  const main = await get('/admin/main/get');
  return {
    projects: await get('/admin/projects/get'),
    team: await get('/admin/team/get'),
    reviews: await get('/admin/reviews/get'),
    blogs: await get('/admin/blogs/get'),
    users: await get('/auth/users'),
    messages: main.messages,
  };
}

test('fuzzing every endpoint: only JSON 4xx answers, the server stays up, the data is untouched', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const before = await snapshot(request, admin);
  const random = rng(20261121);
  let sent = 0;
  const failures: string[] = [];

  for (const target of TARGETS) {
    for (const c of casesFor(target, random)) {
      for (const cookie of [undefined, admin]) {
        const headers: Record<string, string> = {};
        if (cookie) headers.cookie = cookie;
        if (c.contentType) headers['content-type'] = c.contentType;
        const res = await request.fetch(c.path, {
          method: c.method,
          headers,
          data: c.data,
          multipart: c.multipart,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        sent += 1;
        const status = res.status();
        const text = await res.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        if (status < 400 || status >= 500 || typeof message !== 'string') {
          failures.push(
            `${c.method} ${c.path.slice(0, 80)} [${c.label}, ${cookie ? 'admin' : 'anonymous'}] → ${status} ${text.slice(0, 120)}`,
          );
        }
      }
    }
  }

  console.log(`fuzz: ${sent} requests, ${failures.length} unexpected answers`);
  expect(failures).toEqual([]);
  expect((await request.get('/')).status()).toBe(200);
  expect(await snapshot(request, admin)).toEqual(before);
});
