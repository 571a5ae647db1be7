import { revalidatePath } from 'next/cache';
import * as cron from '@/app/api/cron/publish/route';
import * as pending from '@/app/admin/blog/pending/[blogID]/route';
import * as pendingPublish from '@/app/admin/blog/pending/[blogID]/publish/route';
import * as previews from '@/app/admin/blog/previews/[blogID]/route';
import * as revoke from '@/app/admin/blog/previews/revoke/[linkID]/route';
import { PUBLISH_AT_PAST, PUBLISH_AT_REQUIRED, BAD_TIME, UNPUBLISH_AT_PAST } from '@/lib/entities';
import { resetEnvForTests } from '@/lib/env';
import { openPreview } from '@/lib/publishing/preview';
import { previewToken } from '@/lib/publishing/preview-token';
import { startPublishingTimer } from '@/lib/publishing/timer';
import { call, signIn } from '../helpers/http';
import { png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/** A datetime-local value `minutes` from now in UTC, the tests' site time zone. */
const inMinutes = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

const revalidated = () => (revalidatePath as jest.Mock).mock.calls.length;

const COLLECTIONS = [
  {
    name: 'blogs',
    add: routes.adminBlogAdd.POST,
    list: routes.publicBlogs.GET,
    key: 'allBlogs',
    form: (title: string) => ({ title, description: 'Body text.', imageAlt: 'Cover' }),
    named: (r: Record<string, unknown>) => r.title,
  },
  {
    name: 'projects',
    add: routes.adminProjectAdd.POST,
    list: routes.publicProjects.GET,
    key: 'allProjects',
    form: (title: string) => ({
      title,
      description: 'What we built.',
      link: 'https://a.example',
      imageAlt: 'A',
    }),
    named: (r: Record<string, unknown>) => r.title,
  },
  {
    name: 'reviews',
    add: routes.adminReviewAdd.POST,
    list: routes.publicReviews.GET,
    key: 'reviews',
    form: (title: string) => ({
      clientName: title,
      clientAccount: 'handle',
      col: '1',
      description: 'Great.',
    }),
    named: (r: Record<string, unknown>) => r.clientName,
  },
  {
    name: 'team',
    add: routes.adminTeamAdd.POST,
    list: routes.publicTeam.GET,
    key: 'allMembers',
    form: (title: string) => ({
      name: title,
      skill: 'Design',
      description: 'Hello.',
      linkedIn: 'https://linkedin.example/x',
      github: 'https://github.example/x',
      imageAlt: 'Portrait',
    }),
    named: (r: Record<string, unknown>) => r.name,
  },
] as const;

describeEachStore('drafts, schedules and previews', (fixture) => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn('admin', PASSWORD);
  });
  beforeEach(async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
  });

  describe.each(COLLECTIONS)('$name', (c) => {
    const add = (title: string, extra: Record<string, string> = {}) =>
      call(c.add, { form: { ...c.form(title), ...extra, image: png() }, cookie: admin });
    const publicNames = async () => {
      const res = await call(c.list);
      return (res.body[c.key] as Record<string, unknown>[]).map(c.named);
    };

    test('without a status a new record is published at once; the seed reads as published', async () => {
      const before = await publicNames();
      expect(before.length).toBeGreaterThan(0);
      const res = await add('Live one');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ [Object.keys(res.body)[0]!]: { status: 'published' } });
      expect(await publicNames()).toContain('Live one');
    });

    test('a draft and a schedule ahead are on no public list; the admin list has both', async () => {
      expect((await add('Drafted', { status: 'draft' })).status).toBe(201);
      const scheduled = await add('Later', { status: 'scheduled', publishAt: inMinutes(30) });
      expect(scheduled.status).toBe(201);
      const names = await publicNames();
      expect(names).not.toContain('Drafted');
      expect(names).not.toContain('Later');
    });

    test.each([
      [{ status: 'scheduled', publishAt: inMinutes(-5) }, PUBLISH_AT_PAST],
      [{ status: 'scheduled' }, PUBLISH_AT_REQUIRED],
      [{ status: 'scheduled', publishAt: 'tomorrow' }, BAD_TIME],
      [{ status: 'published', unpublishAt: inMinutes(-1) }, UNPUBLISH_AT_PAST],
      [{ status: 'live' }, 'Status must be published, draft or scheduled.'],
    ])('400 for %j, and nothing is stored', async (extra, message) => {
      const before = await publicNames();
      const res = await add('Refused', extra);
      expect(res).toMatchObject({ status: 400, body: { message } });
      expect(await publicNames()).toEqual(before);
    });
  });

  test('a post scheduled to unpublish leaves the public reads once its time passed', async () => {
    const { store } = fixture();
    const post = await store.blogs.create({
      title: 'Ending',
      slug: 'publishing-test-1',
      description: 'Text',
      imageURL: '/x.png',
      imageAlt: 'A test image',
      author: 'admin',
      status: 'published',
      publishAt: null,
      unpublishAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await store.blogs.getPublished(post._id)).toBeNull();
    expect((await store.blogs.summaries()).map((b) => b._id)).not.toContain(post._id);
    expect(await store.blogs.countPublished()).toBe((await store.blogs.count()) - 1);
  });

  test('an update that sends no status keeps the record a draft', async () => {
    const created = await call(routes.adminBlogAdd.POST, {
      form: { title: 'Draft', description: 'D', imageAlt: 'Cover', status: 'draft', image: png() },
      cookie: admin,
    });
    const id = (created.body.blog as { _id: string })._id;
    const res = await call(routes.adminBlogUpdate.PATCH, {
      method: 'PATCH',
      path: `/admin/blog/update/${id}`,
      params: { blogID: id },
      form: { title: 'Draft 2', description: 'D', imageAlt: 'Cover' },
      cookie: admin,
    });
    expect(res.status).toBe(202);
    expect(res.body.blog).toMatchObject({ title: 'Draft 2', status: 'draft' });
  });

  test('a draft takes no comments and answers no comment page', async () => {
    const created = await call(routes.adminBlogAdd.POST, {
      form: { title: 'Draft', description: 'D', imageAlt: 'Cover', status: 'draft', image: png() },
      cookie: admin,
    });
    const id = (created.body.blog as { _id: string })._id;
    const res = await call(routes.publicComment.POST, {
      path: `/frontend/blog/add-comment/${id}`,
      params: { blogId: id },
      json: { name: 'A', email: 'a@example.com', comment: 'Hi' },
    });
    expect(res.status).toBe(404);
  });

  describe('GET /api/cron/publish', () => {
    const secret = 'cron-secret-for-the-contract-suite';
    beforeAll(() => {
      process.env.CRON_SECRET = secret;
      resetEnvForTests();
    });
    afterAll(() => {
      delete process.env.CRON_SECRET;
      resetEnvForTests();
    });
    const run = (authorization?: string) =>
      call(cron.GET, {
        path: '/api/cron/publish',
        headers: authorization ? { authorization } : {},
      });

    test('401 without the bearer or with a wrong one; nothing is revalidated', async () => {
      (revalidatePath as jest.Mock).mockClear();
      expect((await run()).status).toBe(401);
      expect((await run('Bearer wrong')).status).toBe(401);
      expect((await run(secret)).status).toBe(401);
      expect(revalidated()).toBe(0);
    });

    test('regenerates the site once a schedule came due since the last run, and not again', async () => {
      const { store } = fixture();
      await run(`Bearer ${secret}`);
      (revalidatePath as jest.Mock).mockClear();
      const soon = new Date(Date.now() + 1200).toISOString();
      const post = await store.blogs.create({
        title: 'Soon',
        slug: 'publishing-test-2',
        description: 'Text',
        imageURL: '/x.png',
        imageAlt: 'A test image',
        author: 'admin',
        status: 'scheduled',
        publishAt: soon,
        unpublishAt: null,
      });
      const early = await run(`Bearer ${secret}`);
      expect(early).toMatchObject({ status: 200, body: { due: 0, revalidated: false } });
      expect(await store.blogs.getPublished(post._id)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const due = await run(`Bearer ${secret}`);
      expect(due).toMatchObject({ status: 200, body: { due: 1, revalidated: true } });
      expect(revalidated()).toBe(1);
      expect(await store.blogs.getPublished(post._id)).toMatchObject({ title: 'Soon' });
      expect((await run(`Bearer ${secret}`)).body).toMatchObject({ due: 0, revalidated: false });
      expect(revalidated()).toBe(1);
    });

    test("the server's own timer calls the endpoint with a token it accepts", async () => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const fetched: Request[] = [];
      const realFetch = global.fetch;
      global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        fetched.push(new Request(input, init));
        return new Response('{}', { status: 200 });
      }) as typeof fetch;
      process.env.PORT = '4321';
      try {
        startPublishingTimer();
        jest.advanceTimersByTime(60_000);
      } finally {
        jest.useRealTimers();
        global.fetch = realFetch;
        delete process.env.PORT;
      }
      expect(fetched.map((r) => r.url)).toEqual(['http://127.0.0.1:4321/api/cron/publish']);
      (revalidatePath as jest.Mock).mockClear();
      await fixture().store.blogs.create({
        title: 'Passed',
        slug: 'publishing-test-3',
        description: 'Text',
        imageURL: '/x.png',
        imageAlt: 'A test image',
        author: 'admin',
        status: 'scheduled',
        publishAt: new Date(Date.now() - 10).toISOString(),
        unpublishAt: null,
      });
      const res = await call(cron.GET, {
        path: '/api/cron/publish',
        headers: { authorization: fetched[0]!.headers.get('authorization')! },
      });
      expect(res.status).toBe(200);
      expect(revalidated()).toBe(1);
    });
  });

  describe('pending changes of a published post', () => {
    const SEEDED = '65f1a3000000000000000001';
    const params = { blogID: SEEDED };
    const save = (title: string) =>
      call(pending.PUT, {
        method: 'PUT',
        path: `/admin/blog/pending/${SEEDED}`,
        params,
        form: { title, description: 'Pending text.', imageAlt: 'Cover' },
        cookie: admin,
      });

    test('saved apart: the live post and the public list stay as they are, and never show them', async () => {
      const { store } = fixture();
      const live = (await store.blogs.get(SEEDED))!;
      (revalidatePath as jest.Mock).mockClear();
      const res = await save('Pending title');
      expect(res.status).toBe(202);
      expect(res.body.blog).toMatchObject({
        title: live.title,
        pending: { title: 'Pending title' },
      });
      expect(revalidated()).toBe(0);
      expect((await store.blogs.getPublished(SEEDED))!.title).toBe(live.title);
      const list = await call(routes.publicBlogs.GET);
      expect(list.text).not.toContain('Pending title');
      expect(list.text).not.toContain('"pending"');
    });

    test('published: the post takes them and the site regenerates; then there are none', async () => {
      await save('Pending title');
      (revalidatePath as jest.Mock).mockClear();
      const res = await call(pendingPublish.POST, {
        method: 'POST',
        path: `/admin/blog/pending/${SEEDED}/publish`,
        params,
        cookie: admin,
      });
      expect(res.status).toBe(202);
      expect(res.body.blog).toMatchObject({ title: 'Pending title', pending: null });
      expect(revalidated()).toBe(1);
      expect((await fixture().store.blogs.getPublished(SEEDED))!.title).toBe('Pending title');
      const again = await call(pendingPublish.POST, { method: 'POST', params, cookie: admin });
      expect(again).toMatchObject({
        status: 409,
        body: { message: 'This post has no pending changes.' },
      });
    });

    test('discarded: the live post stays; a draft cannot keep changes apart (409)', async () => {
      const { store } = fixture();
      const live = (await store.blogs.get(SEEDED))!;
      await save('Dropped');
      const res = await call(pending.DELETE, { method: 'DELETE', params, cookie: admin });
      expect(res.status).toBe(200);
      expect(await store.blogs.get(SEEDED)).toMatchObject({ title: live.title, pending: null });
      await store.blogs.update(SEEDED, { status: 'draft' });
      expect((await save('Nope')).status).toBe(409);
    });

    test('401 without a session', async () => {
      const res = await call(pending.PUT, {
        method: 'PUT',
        params,
        form: { title: 'x', description: 'y', imageAlt: 'Cover' },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('private preview links', () => {
    const create = async (blogID: string) =>
      call(previews.POST, { method: 'POST', params: { blogID }, cookie: admin });

    test('a draft opens through its link, with pending changes in place; revoked, expired and tampered links open nothing', async () => {
      const { store } = fixture();
      const added = await call(routes.adminBlogAdd.POST, {
        form: {
          title: 'Secret draft',
          description: 'D',
          imageAlt: 'Cover',
          status: 'draft',
          image: png(),
        },
        cookie: admin,
      });
      const id = (added.body.blog as { _id: string })._id;
      const res = await create(id);
      expect(res.status).toBe(201);
      const link = res.body.link as { _id: string; path: string; expiresAt: string };
      const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const token = link.path.replace('/preview/', '');
      expect(await openPreview(token)).toMatchObject({
        kind: 'post',
        blog: { title: 'Secret draft' },
      });

      const listed = await call(previews.GET, { params: { blogID: id }, cookie: admin });
      expect(listed.body.links).toEqual([
        expect.objectContaining({ _id: link._id, path: link.path }),
      ]);

      const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      expect(await openPreview(tampered)).toEqual({ kind: 'invalid' });
      expect(await openPreview('nonsense')).toEqual({ kind: 'invalid' });

      const revoked = await call(revoke.DELETE, {
        method: 'DELETE',
        params: { linkID: link._id },
        cookie: admin,
      });
      expect(revoked.status).toBe(200);
      expect(await openPreview(token)).toEqual({ kind: 'revoked' });

      const old = await store.publishing.createPreview({
        blogId: id,
        createdBy: 'admin',
        expiresAt: new Date(Math.floor(Date.now() / 1000) * 1000 - 1000).toISOString(),
      });
      expect(await openPreview(previewToken(old))).toEqual({ kind: 'expired' });
    });

    test("a published post's link shows its pending changes", async () => {
      const SEEDED = '65f1a3000000000000000001';
      await call(pending.PUT, {
        method: 'PUT',
        params: { blogID: SEEDED },
        form: { title: 'Coming soon', description: 'New text.', imageAlt: 'Cover' },
        cookie: admin,
      });
      const link = (await create(SEEDED)).body.link as { path: string };
      expect(await openPreview(link.path.replace('/preview/', ''))).toMatchObject({
        kind: 'post',
        blog: { title: 'Coming soon', description: 'New text.', imageAlt: 'Cover' },
      });
    });

    test('401 without a session; 404 for an unknown post or link', async () => {
      const unknown = '65f1a9999999999999999999';
      expect(
        (await call(previews.POST, { method: 'POST', params: { blogID: unknown } })).status,
      ).toBe(401);
      expect((await create(unknown)).status).toBe(404);
      const res = await call(revoke.DELETE, {
        method: 'DELETE',
        params: { linkID: unknown },
        cookie: admin,
      });
      expect(res.status).toBe(404);
    });
  });
});
