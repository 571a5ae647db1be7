import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const CONTACT = {
  name: 'Maya Chen',
  email: 'maya@example.com',
  phone: '+1 415 555 0100',
  subject: 'Web Development',
  message: 'We need a new storefront.',
};

describeEachStore('public reads, contact and dashboard', (fixture) => {
  test.each([
    [
      'GET /frontend/projects/get',
      routes.publicProjects.GET,
      'allProjects',
      ['_id', 'title', 'description', 'link', 'imageURL'],
    ],
    [
      'GET /frontend/reviews/get',
      routes.publicReviews.GET,
      'reviews',
      ['_id', 'clientName', 'clientAccount', 'description', 'imageURL', 'col'],
    ],
    [
      'GET /frontend/team/get',
      routes.publicTeam.GET,
      'allMembers',
      ['_id', 'name', 'skill', 'description', 'imageURL', 'linkedIn', 'github'],
    ],
  ])('%s: 200 with %s, each with the spec fields', async (_name, handler, key, fields) => {
    const res = await call(handler);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([key]);
    const items = res.body[key] as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) for (const field of fields) expect(item).toHaveProperty(field);
  });

  test('reviews of the demo content fill all three columns', async () => {
    const reviews = (await call(routes.publicReviews.GET)).body.reviews as { col: number }[];
    expect(new Set(reviews.map((r) => r.col))).toEqual(new Set([1, 2, 3]));
  });

  describe('POST /frontend/contact/send', () => {
    test('201 with message; all five fields are kept, newest first on the dashboard', async () => {
      const res = await call(routes.publicContact.POST, { json: CONTACT });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(['message']);
      expect(res.body.message).toMatch(/Thank you/);
      const dash = await call(routes.adminMain.GET, { cookie: await signIn('admin', PASSWORD) });
      const newest = (dash.body.messages as Record<string, unknown>[])[0];
      expect(newest).toMatchObject(CONTACT);
    });

    test.each(Object.keys(CONTACT))('400 "Please fill all fields!" without %s', async (field) => {
      const json: Record<string, string> = { ...CONTACT };
      delete json[field];
      const res = await call(routes.publicContact.POST, { json });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please fill all fields!' });
    });

    test('400 for a subject that is not one of the choices', async () => {
      const res = await call(routes.publicContact.POST, { json: { ...CONTACT, subject: 'Spam' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please fill all fields!' });
    });

    test('400 for a body that is not a JSON object', async () => {
      for (const body of ['[]', '"text"', 'null', '{oops']) {
        const res = await call(routes.publicContact.POST, {
          raw: { body, contentType: 'application/json' },
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'The request body must be valid JSON.' });
      }
    });
  });

  describe('a visitor form the browser posts itself (before or without the page script)', () => {
    const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const urlencoded = (fields: Record<string, string>) => ({
      body: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });

    test('a contact message is kept, and the answer is a 303 to the contact page saying so', async () => {
      const message = { ...CONTACT, message: 'Sent before the script ran.', website: '' };
      const res = await call(routes.publicContact.POST, {
        raw: urlencoded(message),
        headers: navigation,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/contact#message-sent');
      expect(res.text).toBe('');
      const dash = await call(routes.adminMain.GET, { cookie: await signIn('admin', PASSWORD) });
      expect((dash.body.messages as Record<string, unknown>[])[0]).toMatchObject({
        ...CONTACT,
        message: 'Sent before the script ran.',
      });
    });

    test('a refused message comes back to the page’s failure notice, and nothing is kept', async () => {
      const { store } = fixture();
      const before = await store.messages.count();
      const res = await call(routes.publicContact.POST, {
        raw: urlencoded({ ...CONTACT, subject: '' }),
        // A browser from before Fetch Metadata: a navigation asks for a page.
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/contact#message-not-sent');
      expect(await store.messages.count()).toBe(before);
    });

    test('script and API clients posting a form still get the JSON answers', async () => {
      for (const headers of [{ 'sec-fetch-mode': 'cors' }, {}] as Record<string, string>[]) {
        const res = await call(routes.publicContact.POST, {
          raw: urlencoded({ ...CONTACT, phone: '' }),
          headers,
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please fill all fields!' });
      }
    });
  });

  describe('GET /admin/main/get', () => {
    test('200 with the six counts and the messages, newest first', async () => {
      const { store } = fixture();
      const res = await call(routes.adminMain.GET, { cookie: await signIn('admin', PASSWORD) });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(
        [
          'blogsCount',
          'messages',
          'messagesCount',
          'projectsCount',
          'reviewsCount',
          'teamCount',
          'usersCount',
          'page',
          'pageCount',
        ].sort(),
      );
      expect(res.body).toMatchObject({
        usersCount: await store.users.count(),
        projectsCount: await store.projects.count(),
        teamCount: await store.team.count(),
        reviewsCount: await store.reviews.count(),
        messagesCount: await store.messages.count(),
        blogsCount: await store.blogs.count(),
      });
      const dates = (res.body.messages as { createdAt: string }[]).map((m) => m.createdAt);
      expect(dates.length).toBe(res.body.messagesCount);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(res.body).toMatchObject({ page: 1, pageCount: 1 });
    });

    test('the messages come a page of 25 at a time: ?page= for the others, ?q= to search; the counts stay whole', async () => {
      const { store } = fixture();
      for (let i = 0; i < 27; i += 1) {
        await store.messages.create({
          ...CONTACT,
          subject: 'Web Development',
          name: `Paged ${String(i).padStart(2, '0')}`,
          notification: { state: 'not-configured', at: new Date().toISOString() },
        });
      }
      const total = await store.messages.count();
      const cookie = await signIn('admin', PASSWORD);
      const get = (search = '') =>
        call(routes.adminMain.GET, { path: `/admin/main/get${search}`, cookie });
      const first = await get();
      const names = (body: Record<string, unknown>) =>
        (body.messages as { name: string }[]).map((m) => m.name);
      expect(first.body).toMatchObject({ messagesCount: total, page: 1, pageCount: 2 });
      expect(names(first.body)).toHaveLength(25);
      expect(names(first.body)[0]).toBe('Paged 26');
      const second = await get('?page=2');
      expect(second.body).toMatchObject({ messagesCount: total, page: 2, pageCount: 2 });
      expect(names(second.body)).toHaveLength(total - 25);
      expect(names(second.body)).not.toContain('Paged 26');
      // Past the end: the last page.
      expect((await get('?page=9')).body.page).toBe(2);
      const searched = await get('?q=paged%2000');
      expect(searched.body).toMatchObject({ messagesCount: total, page: 1, pageCount: 1 });
      expect(names(searched.body)).toEqual(['Paged 00']);
      const tooLong = await get(`?q=${'x'.repeat(101)}`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({ message: 'Search must be at most 100 characters!' });
    });
  });

  describe('DELETE /admin/main/contact/delete/{id}', () => {
    test('203 with message, the message is gone; 404 for unknown and malformed ids', async () => {
      const { store } = fixture();
      const cookie = await signIn('admin', PASSWORD);
      const target = (await store.messages.list())[0]!;
      const res = await call(routes.adminContactDelete.DELETE, {
        method: 'DELETE',
        params: { id: target._id },
        cookie,
      });
      expect(res.status).toBe(203);
      expect(res.body).toEqual({ message: 'Message deleted successfully!' });
      expect(await store.messages.get(target._id)).toBeNull();
      for (const id of [target._id, 'junk']) {
        const again = await call(routes.adminContactDelete.DELETE, {
          method: 'DELETE',
          params: { id },
          cookie,
        });
        expect(again.status).toBe(404);
        expect(again.body).toEqual({ message: 'Message not found' });
      }
    });
  });
});
