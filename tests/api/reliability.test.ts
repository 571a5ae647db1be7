import { call, signIn } from '../helpers/http';
import { png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import { resetEnvForTests } from '@/lib/env';
import { resetLimitsForTests } from '@/lib/rate-limit';

const BLOG = '65f1a3000000000000000002';

describeEachStore('no lost writes', (fixture) => {
  test('100 concurrent comments on one blog are each stored exactly once', async () => {
    const before = (await fixture().store.blogs.get(BLOG))!.comments.length;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(routes.publicComment.POST, {
          params: { blogId: BLOG },
          json: { name: `Reader ${i}`, email: `r${i}@example.com`, comment: `comment #${i}` },
        }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const after = (await fixture().store.blogs.get(BLOG))!.comments;
    expect(after.length).toBe(before + 100);
    const texts = after.map((c) => c.comment).filter((t) => t.startsWith('comment #'));
    expect(new Set(texts).size).toBe(100);
    expect(new Set(after.map((c) => c._id)).size).toBe(after.length);
  });

  test('concurrent admin updates of one record leave it in one of the submitted states', async () => {
    const cookie = await signIn('admin', PASSWORD);
    const project = (
      await call(routes.adminProjectAdd.POST, {
        form: { title: 'Start', description: 'Start', link: 'https://start.example', image: png() },
        cookie,
      })
    ).body.project as { _id: string };
    const states = Array.from({ length: 20 }, (_, i) => ({
      title: `Title ${i}`,
      description: `Description ${i}`,
      link: `https://site-${i}.example`,
    }));
    const results = await Promise.all(
      states.map((form) =>
        call(routes.adminProjectUpdate.PATCH, {
          method: 'PATCH',
          params: { projectID: project._id },
          form,
          cookie,
        }),
      ),
    );
    expect(results.every((r) => r.status === 202)).toBe(true);
    const final = (await fixture().store.projects.get(project._id))!;
    const match = states.find((s) => s.title === final.title);
    expect(match).toBeDefined();
    expect({ title: final.title, description: final.description, link: final.link }).toEqual(match);
  });

  test('a comment posted while an admin saves moderation is never lost', async () => {
    const cookie = await signIn('admin', PASSWORD);
    const blog = (await call(routes.adminBlogGet.GET, { params: { blogID: BLOG }, cookie })).body
      .blog as {
      comments: { _id: string }[];
      updatedAt: string;
    };
    const loadedAt = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const [, commentRes] = await Promise.all([
      call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: BLOG },
        form: {
          title: 'Same',
          description: 'Same',
          comments: JSON.stringify(blog.comments),
          loadedAt,
        },
        cookie,
      }),
      call(routes.publicComment.POST, {
        params: { blogId: BLOG },
        json: { name: 'Racer', email: 'race@example.com', comment: 'racing the save' },
      }),
    ]);
    expect(commentRes.status).toBe(201);
    const stored = (await fixture().store.blogs.get(BLOG))!.comments;
    expect(stored.some((c) => c.comment === 'racing the save')).toBe(true);
  });
});

describeEachStore('rate limits', () => {
  beforeAll(async () => {
    process.env.RATE_LIMIT_LOGIN = '3';
    process.env.RATE_LIMIT_CONTACT = '2';
    process.env.RATE_LIMIT_COMMENT = '2';
    // Behind one reverse proxy, which appends the address it saw to X-Forwarded-For.
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    await resetLimitsForTests();
  });
  afterAll(async () => {
    process.env.RATE_LIMIT_LOGIN =
      process.env.RATE_LIMIT_CONTACT =
      process.env.RATE_LIMIT_COMMENT =
        '100000';
    delete process.env.TRUSTED_PROXY_HOPS;
    resetEnvForTests();
    await resetLimitsForTests();
  });

  // The client's own claim comes first; the proxy appends the address it really saw.
  const from = (ip: string) => ({ 'x-forwarded-for': `203.0.113.250, ${ip}` });

  test('login: the 4th attempt from one client in 10 minutes is a 429 with Retry-After; others are unaffected', async () => {
    const attempt = (ip: string) =>
      call(routes.login.POST, {
        json: { username: 'admin', password: 'wrong-password' },
        headers: from(ip),
      });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.1')).status).toBe(401);
    const limited = await attempt('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('203.0.113.2')).status).toBe(401);
  });

  test('contact: the 3rd message from one client is a 429 and is not stored', async () => {
    const json = {
      name: 'N',
      email: 'e@e.e',
      phone: '1',
      subject: 'Consultation',
      message: 'hello',
    };
    for (let i = 0; i < 2; i++) {
      expect(
        (await call(routes.publicContact.POST, { json, headers: from('198.51.100.7') })).status,
      ).toBe(201);
    }
    const dash = async () =>
      (await call(routes.adminMain.GET, { cookie: await signIn('admin', PASSWORD) })).body
        .messagesCount;
    const before = await dash();
    expect(
      (await call(routes.publicContact.POST, { json, headers: from('198.51.100.7') })).status,
    ).toBe(429);
    expect(await dash()).toBe(before);
  });

  test('comment: the 3rd comment from one client is a 429', async () => {
    const post = () =>
      call(routes.publicComment.POST, {
        params: { blogId: BLOG },
        json: { name: 'N', email: 'e@e.e', comment: 'hi' },
        headers: from('192.0.2.55'),
      });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(429);
  });
});
