import {
  POST_SLUG_LIKE_ID,
  POST_SLUG_REDIRECTED,
  POST_SLUG_RESERVED,
  POST_SLUG_TAKEN,
  SLUG_INVALID,
  blog,
  contentVersion,
  type Blog,
} from '@/lib/entities';
import { png } from '../helpers/files';
import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import * as redirectAdd from '@/app/admin/redirects/add/route';
import { resetProxyRulesForTests, ruleFor } from '@/lib/redirects/proxy-rules';

const SEO_POST = '65f1a3000000000000000002';

describeEachStore('post slugs', (fixture) => {
  let admin: string;
  beforeEach(async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
    resetProxyRulesForTests();
  });

  const create = (form: Record<string, string>) =>
    call(routes.adminBlogAdd.POST, { form: { ...form, image: png() }, cookie: admin });
  const update = (id: string, changes: Record<string, string>, stored?: Blog) =>
    call(routes.adminBlogUpdate.PATCH, {
      method: 'PATCH',
      params: { blogID: id },
      form: {
        title: stored?.title ?? 'T',
        description: stored?.description ?? 'D',
        imageAlt: 'Cover',
        ...changes,
      },
      cookie: admin,
      headers: stored ? { 'If-Match': `"${contentVersion(blog.fields, stored)}"` } : undefined,
    });
  const stored = async (id: string) => (await fixture().store.blogs.get(id))!;

  describe('POST /admin/blogs/add', () => {
    test('without a slug the title gives one, numbered when another post has it', async () => {
      const first = await create({
        title: 'Hello, Café World!',
        description: 'D',
        imageAlt: 'Cover',
      });
      expect(first.status).toBe(201);
      expect((first.body.blog as Blog).slug).toBe('hello-cafe-world');
      const second = await create({
        title: 'Hello Café World',
        description: 'D',
        imageAlt: 'Cover',
      });
      expect((second.body.blog as Blog).slug).toBe('hello-cafe-world-2');
    });

    test('a slug given is kept, lower-cased', async () => {
      const res = await create({
        title: 'T',
        description: 'D',
        imageAlt: 'Cover',
        slug: 'Launch-Notes',
      });
      expect(res.status).toBe(201);
      expect((res.body.blog as Blog).slug).toBe('launch-notes');
    });

    test.each([
      ['technical-seo-checklist', POST_SLUG_TAKEN],
      ['page', POST_SLUG_RESERVED],
      ['none', POST_SLUG_RESERVED],
      ['65f1a3000000000000000009', POST_SLUG_LIKE_ID],
      ['two--dashes', SLUG_INVALID],
      ['feed.xml', SLUG_INVALID],
      ['with space', SLUG_INVALID],
    ])('400 for the slug %s, and no post is created', async (slug, message) => {
      const before = await fixture().store.blogs.count();
      const res = await create({ title: 'T', description: 'D', imageAlt: 'Cover', slug });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await fixture().store.blogs.count()).toBe(before);
    });

    test('a slug whose address a redirect answers is refused', async () => {
      await call(redirectAdd.POST, {
        json: { from: '/blog/old-news', to: '/blogs' },
        cookie: admin,
      });
      const res = await create({
        title: 'T',
        description: 'D',
        imageAlt: 'Cover',
        slug: 'old-news',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(POST_SLUG_REDIRECTED);
    });
  });

  describe('PATCH /admin/blog/update/{blogID}', () => {
    test('an empty slug keeps the post’s; a new title does not move it', async () => {
      const post = await stored(SEO_POST);
      const res = await update(SEO_POST, { title: 'A whole new title', slug: '' }, post);
      expect(res.status).toBe(202);
      expect((res.body.blog as Blog).slug).toBe('technical-seo-checklist');
      expect(await fixture().store.redirects.count()).toBe(0);
    });

    test('a rename records a permanent redirect from the old address, which the proxy answers', async () => {
      const post = await stored(SEO_POST);
      const res = await update(SEO_POST, { slug: 'seo-checklist' }, post);
      expect(res.status).toBe(202);
      expect((res.body.blog as Blog).slug).toBe('seo-checklist');
      const rule = await ruleFor('/blog/technical-seo-checklist');
      expect(rule).toMatchObject({ to: '/blog/seo-checklist', permanent: true, origin: 'post' });
    });

    test('renamed twice: every old address leads to the newest, no chain', async () => {
      await update(SEO_POST, { slug: 'seo-checklist' }, await stored(SEO_POST));
      await update(SEO_POST, { slug: 'seo-checklist-2026' }, await stored(SEO_POST));
      const rules = await fixture().store.redirects.list();
      expect(rules.map((r) => [r.from, r.to]).sort()).toEqual([
        ['/blog/seo-checklist', '/blog/seo-checklist-2026'],
        ['/blog/technical-seo-checklist', '/blog/seo-checklist-2026'],
      ]);
    });

    test('renamed back: the old address is the post’s again, and its rule goes', async () => {
      await update(SEO_POST, { slug: 'seo-checklist' }, await stored(SEO_POST));
      const res = await update(
        SEO_POST,
        { slug: 'technical-seo-checklist' },
        await stored(SEO_POST),
      );
      expect(res.status).toBe(202);
      const rules = await fixture().store.redirects.list();
      expect(rules.map((r) => [r.from, r.to])).toEqual([
        ['/blog/seo-checklist', '/blog/technical-seo-checklist'],
      ]);
    });

    test('another post’s slug: 400, and neither post nor rules change', async () => {
      const res = await update(SEO_POST, { slug: 'core-web-vitals-practical-guide' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(POST_SLUG_TAKEN);
      expect((await stored(SEO_POST)).slug).toBe('technical-seo-checklist');
      expect(await fixture().store.redirects.count()).toBe(0);
    });
  });
});
