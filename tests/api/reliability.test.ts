import { readdir } from 'node:fs/promises';
import { call, signIn } from '../helpers/http';
import { jpeg, png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import { contentVersion, MAX_COMMENTS_PER_POST, project, type Project } from '@/lib/entities';
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

  test('ten comments at once on a post with room for five: five stored, five refused with 409', async () => {
    const { store } = fixture();
    const blog = await store.blogs.create({
      title: 'Nearly full',
      slug: 'test-post-1',
      description: 'Body',
      imageURL: '/demo/blogs/core-web-vitals.svg',
      imageAlt: 'A test image',
      author: 'admin',
    });
    for (let i = 0; i < MAX_COMMENTS_PER_POST - 5; i += 50) {
      const batch = Math.min(50, MAX_COMMENTS_PER_POST - 5 - i);
      await Promise.all(
        Array.from({ length: batch }, () =>
          store.blogs.addComment(blog._id, { name: 'R', email: 'r@r.r', comment: 'earlier' }),
        ),
      );
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(routes.publicComment.POST, {
          params: { blogId: blog._id },
          json: { name: `Late ${i}`, email: 'l@l.l', comment: `late #${i}` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      ...Array(5).fill(201),
      ...Array(5).fill(409),
    ]);
    expect((await store.blogs.get(blog._id))!.comments).toHaveLength(MAX_COMMENTS_PER_POST);
  }, 60_000); // ~500 writes, each answering the whole post: seconds on a real MongoDB

  test('concurrent admin updates of one record leave it in one of the submitted states', async () => {
    const cookie = await signIn('admin', PASSWORD);
    const project = (
      await call(routes.adminProjectAdd.POST, {
        form: {
          title: 'Start',
          description: 'Start',
          link: 'https://start.example',
          imageAlt: 'A',
          image: png(),
        },
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
          form: { ...form, imageAlt: 'The project' },
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

  /** The image files on disk right now (this worker's upload folder). */
  const uploads = async () => new Set(await readdir(process.env.UPLOAD_DIR!).catch(() => []));
  const fileOf = (url: string) => url.replace('/uploads/', '');

  test.each([
    [
      'a project',
      routes.adminProjectAdd.POST,
      routes.adminProjectUpdate.PATCH,
      'projectID',
      'project',
      { title: 'T', description: 'D', link: 'https://x.example', imageAlt: 'A' },
    ],
    [
      'a blog',
      routes.adminBlogAdd.POST,
      routes.adminBlogUpdate.PATCH,
      'blogID',
      'blog',
      { title: 'T', description: 'D', imageAlt: 'Cover' },
    ],
  ] as const)(
    'ten concurrent image updates of %s leave exactly one file on disk for it: the final one',
    async (_what, add, update, param, key, fields) => {
      const cookie = await signIn('admin', PASSWORD);
      const before = await uploads();
      const created = (await call(add, { form: { ...fields, image: png() }, cookie })).body[
        key
      ] as { _id: string; imageURL: string };
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(update, {
            method: 'PATCH',
            params: { [param]: created._id },
            form: { ...fields, image: jpeg() },
            cookie,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(202));
      const final = (
        await call(key === 'blog' ? routes.adminBlogGet.GET : routes.adminProjectGet.GET, {
          params: { [param]: created._id },
          cookie,
        })
      ).body[key] as { imageURL: string };
      const added = [...(await uploads())].filter((name) => !before.has(name));
      expect(added).toEqual([fileOf(final.imageURL)]);
    },
  );

  test.each([
    ['without a new image', false],
    ['each with a new image', true],
  ] as const)(
    'ten saves at once from the same loaded version (If-Match), %s: one lands, nine get 412',
    async (_what, withImage) => {
      const cookie = await signIn('admin', PASSWORD);
      const before = await uploads();
      const created = (
        await call(routes.adminProjectAdd.POST, {
          form: {
            title: 'Start',
            description: 'Start',
            link: 'https://start.example',
            imageAlt: 'A',
            image: png(),
          },
          cookie,
        })
      ).body.project as Project;
      const loaded = `"${contentVersion(project.fields, created)}"`;
      // Every save checks the version, then (with an image) stores the file, then writes: all ten
      // pass the check before any of them writes unless the write itself holds the condition.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(routes.adminProjectUpdate.PATCH, {
            method: 'PATCH',
            params: { projectID: created._id },
            form: {
              title: `Title ${i}`,
              description: `Description ${i}`,
              link: `https://site-${i}.example`,
              imageAlt: 'A',
              ...(withImage ? { image: jpeg() } : {}),
            },
            cookie,
            headers: { 'if-match': loaded },
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([202, ...Array(9).fill(412)]);
      const winner = results.find((r) => r.status === 202)!.body.project as Project;
      const final = (await fixture().store.projects.get(created._id))!;
      expect(final).toMatchObject({
        title: winner.title,
        description: winner.description,
        link: winner.link,
        imageURL: winner.imageURL,
      });
      // The refused saves' files are removed again, and the replaced one too.
      const added = [...(await uploads())].filter((name) => !before.has(name));
      expect(added).toEqual([fileOf(final.imageURL)]);
    },
  );

  test('a comment posted while an admin saves moderation is never lost', async () => {
    const cookie = await signIn('admin', PASSWORD);
    const blog = (await call(routes.adminBlogGet.GET, { params: { blogID: BLOG }, cookie })).body
      .blog as { comments: { _id: string; comment: string }[] };
    const [dropped, ...kept] = blog.comments;
    // What the editor sends: the comments it keeps and the ids it loaded.
    const [saved, commentRes] = await Promise.all([
      call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: BLOG },
        form: {
          title: 'Same',
          description: 'Same',
          imageAlt: 'Cover',
          comments: JSON.stringify(kept),
          loadedComments: JSON.stringify(blog.comments.map((c) => c._id)),
        },
        cookie,
      }),
      call(routes.publicComment.POST, {
        params: { blogId: BLOG },
        json: { name: 'Racer', email: 'race@example.com', comment: 'racing the save' },
      }),
    ]);
    expect([saved.status, commentRes.status]).toEqual([202, 201]);
    const stored = (await fixture().store.blogs.get(BLOG))!.comments;
    expect(stored.some((c) => c.comment === 'racing the save')).toBe(true);
    expect(stored.some((c) => c._id === dropped!._id)).toBe(false);
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
