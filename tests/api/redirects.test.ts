import * as redirectAdd from '@/app/admin/redirects/add/route';
import * as redirectDelete from '@/app/admin/redirects/delete/[id]/route';
import * as redirectList from '@/app/admin/redirects/get/route';
import * as redirectUpdate from '@/app/admin/redirect/update/[id]/route';
import { REDIRECT_MESSAGES, type Redirect } from '@/lib/entities';
import {
  flushHitsForTests,
  countHit,
  resetProxyRulesForTests,
  ruleFor,
} from '@/lib/redirects/proxy-rules';
import { call, signIn } from '../helpers/http';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const UNKNOWN_ID = '65f1a9999999999999999999';

describeEachStore('redirect rules', (fixture) => {
  let admin: string;
  let visitor: string;
  beforeAll(async () => {
    admin = await signIn('admin', PASSWORD);
    visitor = await signIn('visitor', PASSWORD);
  });
  beforeEach(async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
    visitor = await signIn('visitor', PASSWORD);
    resetProxyRulesForTests();
  });

  const add = (json: Record<string, unknown>, cookie = admin) =>
    call(redirectAdd.POST, { path: '/admin/redirects/add', json, cookie });
  const list = async () =>
    (await call(redirectList.GET, { path: '/admin/redirects/get', cookie: admin })).body
      .allRedirects as Redirect[];
  const rule = (from: string) => list().then((rules) => rules.find((r) => r.from === from));

  describe.each([
    ['GET /admin/redirects/get', redirectList.GET, 'GET', {}],
    ['POST /admin/redirects/add', redirectAdd.POST, 'POST', {}],
    ['PATCH /admin/redirect/update/{id}', redirectUpdate.PATCH, 'PATCH', { id: UNKNOWN_ID }],
    ['DELETE /admin/redirects/delete/{id}', redirectDelete.DELETE, 'DELETE', { id: UNKNOWN_ID }],
  ])('%s', (_name, handler, method, params) => {
    test('401 signed out, 403 for a non-admin, and nothing changes', async () => {
      const json = method === 'GET' || method === 'DELETE' ? undefined : { from: '/a', to: '/b' };
      expect((await call(handler, { method, params, json })).status).toBe(401);
      expect((await call(handler, { method, params, json, cookie: visitor })).status).toBe(403);
      expect(await list()).toEqual([]);
    });
  });

  describe('POST /admin/redirects/add', () => {
    test('201 with the rule as stored; the list shows it with no hits', async () => {
      const res = await add({
        from: '/summer/',
        to: '/services?utm_source=flyer',
        permanent: false,
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Redirect added successfully!');
      expect(res.body.redirect).toMatchObject({
        from: '/summer',
        to: '/services?utm_source=flyer',
        permanent: false,
        external: false,
        hits: 0,
        lastHitAt: null,
        origin: 'admin',
      });
      expect(await list()).toHaveLength(1);
    });

    test.each([
      [{ from: 'old', to: '/b' }, REDIRECT_MESSAGES.fromRequired],
      [{ from: '/old page', to: '/b' }, REDIRECT_MESSAGES.fromRequired],
      [{ from: '/old?x=1', to: '/b' }, REDIRECT_MESSAGES.fromQuery],
      [{ from: '/', to: '/b' }, REDIRECT_MESSAGES.fromHome],
      [{ from: '/private/admin', to: '/b' }, REDIRECT_MESSAGES.fromPrivate],
      [{ from: '/admin/blogs/get', to: '/b' }, REDIRECT_MESSAGES.fromPrivate],
      [{ from: '/a', to: 'javascript:alert(1)' }, REDIRECT_MESSAGES.toRequired],
      [{ from: '/a', to: '//evil.example/x' }, REDIRECT_MESSAGES.toRequired],
      [{ from: '/a', to: '' }, REDIRECT_MESSAGES.toRequired],
      [{ from: '/a', to: '/a/' }, REDIRECT_MESSAGES.loop],
      [{ from: '/a', to: 'http://localhost/a' }, REDIRECT_MESSAGES.loop],
      [{ from: '/a', to: 'https://old-agency.example/a' }, REDIRECT_MESSAGES.external],
      [{ from: '/a', to: '/b', permanent: 'maybe' }, 'Permanent must be true or false!'],
    ])('400 for %j, and nothing stored', async (json, message) => {
      const res = await add(json);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await list()).toEqual([]);
    });

    test('an external target is stored once the admin ticks that it is one', async () => {
      const res = await add({
        from: '/old-blog',
        to: 'https://medium.example/@studio',
        external: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.redirect).toMatchObject({
        to: 'https://medium.example/@studio',
        external: true,
      });
    });

    test('an address of this very site is stored as its path, without the tick', async () => {
      const res = await add({ from: '/old', to: 'http://localhost/services?x=1' });
      expect(res.status).toBe(201);
      expect(res.body.redirect).toMatchObject({ to: '/services?x=1', external: false });
    });

    test('a second rule from one address: 400, the first stays', async () => {
      expect((await add({ from: '/a', to: '/b' })).status).toBe(201);
      const again = await add({ from: '/a', to: '/c' });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(REDIRECT_MESSAGES.taken);
      expect((await rule('/a'))!.to).toBe('/b');
    });

    test('a chain is collapsed: /a → /b then /b → /c leaves /a → /c and /b → /c', async () => {
      expect((await add({ from: '/a', to: '/b' })).status).toBe(201);
      expect((await add({ from: '/b', to: '/c' })).status).toBe(201);
      expect((await rule('/a'))!.to).toBe('/c');
      expect((await rule('/b'))!.to).toBe('/c');
      // And the other way round: a new rule to an address that has one takes its target.
      const res = await add({ from: '/z', to: '/a?ref=mail' });
      expect(res.body.redirect).toMatchObject({ to: '/c?ref=mail' });
    });

    test('a loop through another rule is refused: /a → /b, then /b → /a', async () => {
      expect((await add({ from: '/a', to: '/b' })).status).toBe(201);
      const res = await add({ from: '/b', to: '/a' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REDIRECT_MESSAGES.chainLoop('/a'));
      expect(await list()).toHaveLength(1);
    });
  });

  describe('PATCH /admin/redirect/update/{id}', () => {
    const update = (id: string, json: Record<string, unknown>, headers?: Record<string, string>) =>
      call(redirectUpdate.PATCH, {
        method: 'PATCH',
        path: `/admin/redirect/update/${id}`,
        params: { id },
        json,
        cookie: admin,
        headers,
      });

    test('202 with the rule changed; If-Match of the loaded rule is honoured, a stale one is 412', async () => {
      const created = (await add({ from: '/a', to: '/b' })).body.redirect as Redirect;
      const res = await update(
        created._id,
        { from: '/a', to: '/contact', permanent: false },
        { 'If-Match': `"${created.updatedAt}"` },
      );
      expect(res.status).toBe(202);
      expect(res.body.message).toBe('Redirect updated successfully!');
      expect(res.body.redirect).toMatchObject({ to: '/contact', permanent: false });
      const stale = await update(
        created._id,
        { from: '/a', to: '/blogs' },
        { 'If-Match': `"${created.updatedAt}"` },
      );
      expect(stale.status).toBe(412);
      expect(stale.body.message).toBe(REDIRECT_MESSAGES.changed);
      expect((await rule('/a'))!.to).toBe('/contact');
    });

    test('an edit that gives a rule a source other rules lead to collapses them onto it', async () => {
      expect((await add({ from: '/x', to: '/b' })).status).toBe(201);
      const created = (await add({ from: '/a', to: '/c' })).body.redirect as Redirect;
      expect((await update(created._id, { from: '/b', to: '/c' })).status).toBe(202);
      expect((await rule('/x'))!.to).toBe('/c');
    });

    test('404 for an unknown or malformed id; 400 for bad input, nothing changed', async () => {
      expect((await update(UNKNOWN_ID, { from: '/a', to: '/b' })).status).toBe(404);
      expect((await update('not-an-id', { from: '/a', to: '/b' })).status).toBe(404);
      const created = (await add({ from: '/a', to: '/b' })).body.redirect as Redirect;
      const bad = await update(created._id, { from: '/a', to: 'https://elsewhere.example' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(REDIRECT_MESSAGES.external);
      expect((await rule('/a'))!.to).toBe('/b');
    });
  });

  describe('DELETE /admin/redirects/delete/{id}', () => {
    test('203, and the proxy no longer answers the address; 404 the second time', async () => {
      const created = (await add({ from: '/gone', to: '/blogs' })).body.redirect as Redirect;
      expect((await ruleFor('/gone'))?.to).toBe('/blogs');
      const del = () =>
        call(redirectDelete.DELETE, {
          method: 'DELETE',
          params: { id: created._id },
          cookie: admin,
        });
      const res = await del();
      expect(res.status).toBe(203);
      expect(res.body.message).toBe('Redirect deleted successfully!');
      expect(await ruleFor('/gone')).toBeNull();
      expect((await del()).status).toBe(404);
    });
  });

  describe('the proxy’s copy of the rules and its hit counts', () => {
    test('a rule added in this process answers at once; hits are written in one batch', async () => {
      expect(await ruleFor('/promo')).toBeNull();
      await add({ from: '/promo', to: '/contact', permanent: false });
      const found = await ruleFor('/promo');
      expect(found?.to).toBe('/contact');
      const waits: Promise<unknown>[] = [];
      for (let i = 0; i < 25; i++) countHit(found!, (work) => waits.push(work));
      await Promise.all(waits);
      await flushHitsForTests();
      const stored = await rule('/promo');
      expect(stored!.hits).toBe(25);
      expect(stored!.lastHitAt).not.toBeNull();
      // Hits are no edit: the rule's updatedAt, which the proxies compare, stays.
      expect(stored!.updatedAt).toBe(found!.updatedAt);
    });

    test('a change made in another process is picked up by the version check', async () => {
      await ruleFor('/elsewhere');
      // Written straight to the store, as another instance would, without this process knowing.
      await fixture().store.redirects.create({
        from: '/elsewhere',
        to: '/blogs',
        permanent: true,
        external: false,
        origin: 'admin',
      });
      expect(await ruleFor('/elsewhere')).toBeNull();
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 6_000);
      try {
        expect((await ruleFor('/elsewhere'))?.to).toBe('/blogs');
      } finally {
        clock.mockRestore();
      }
    });
  });
});
