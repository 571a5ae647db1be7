import { revalidatePath } from 'next/cache';
import * as commentPage from '@/app/frontend/blog/comments/[blogId]/route';
import * as heldList from '@/app/admin/comments/get/route';
import * as moderate from '@/app/admin/comments/moderate/route';
import * as settingsGet from '@/app/admin/settings/get/route';
import * as settingsUpdate from '@/app/admin/settings/update/route';
import { getBlogPage } from '@/lib/data/public';
import {
  contentVersion,
  formValuesOf,
  siteSettings,
  type Blog,
  type HeldComment,
  type ModerationMode,
  type SiteSettings,
} from '@/lib/entities';
import { call, signIn } from '../helpers/http';
import { jpeg } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

const BLOG = '65f1a3000000000000000001';
const UNKNOWN_ID = '65f1a4999999999999999999';
const AWAITING =
  'Thank you! Your comment is awaiting moderation and will appear once it is approved.';

describeEachStore('comment moderation', (fixture) => {
  let admin: string;
  let visitor: string;
  beforeEach(async () => {
    await fixture().reset();
    admin = await signIn('admin', PASSWORD);
    visitor = await signIn('visitor', PASSWORD);
    (revalidatePath as jest.Mock).mockClear();
  });

  const settings = async () =>
    (await call(settingsGet.GET, { cookie: admin })).body.settings as SiteSettings;

  /** Through the settings endpoint, as the settings screen saves it. */
  async function setMode(mode: ModerationMode) {
    const before = await settings();
    const res = await call(settingsUpdate.PATCH, {
      method: 'PATCH',
      cookie: admin,
      json: { ...formValuesOf(siteSettings.fields, before), commentModeration: mode },
      headers: { 'If-Match': `"${contentVersion(siteSettings.fields, before)}"` },
    });
    expect(res.status).toBe(202);
  }

  const post = (email: string, text = 'A thoughtful comment.', blogId = BLOG) =>
    call(routes.publicComment.POST, {
      path: `/frontend/blog/add-comment/${blogId}`,
      params: { blogId },
      json: { name: 'Sam Visitor', email, comment: text },
    });

  const queue = async () => {
    const res = await call(heldList.GET, { path: '/admin/comments/get', cookie: admin });
    expect(res.status).toBe(200);
    return res.body as { comments: HeldComment[]; count: number };
  };

  const act = (action: string, ids: unknown, cookie = admin) =>
    call(moderate.PATCH, {
      method: 'PATCH',
      path: '/admin/comments/moderate',
      cookie,
      json: { action, ids },
    });

  /** What a visitor can read of the post: its page's data and the comments endpoint. */
  async function publicTexts() {
    const state = await getBlogPage(BLOG);
    if (state.kind !== 'post') throw new Error('no post');
    return state.blog.comments.map((c) => c.comment);
  }

  describe('the setting (PATCH /admin/settings/update)', () => {
    test('publish every comment: the default; a first comment appears at once', async () => {
      expect((await settings()).commentModeration).toBe('publish');
      const res = await post('new@example.com', 'Straight in.');
      expect(res.status).toBe(201);
      expect(res.body.awaitingModeration).toBe(false);
      expect(await publicTexts()).toContain('Straight in.');
      expect((await queue()).count).toBe(0);
    });

    test('hold first-time commenters: a new address waits; one with an approved comment does not', async () => {
      await setMode('hold-first');
      (revalidatePath as jest.Mock).mockClear();
      const first = await post('First@Example.com', 'My first comment.');
      expect(first.status).toBe(201);
      expect(first.body.message).toBe(AWAITING);
      expect(first.body.awaitingModeration).toBe(true);
      const shown = first.body.updatedBlog as Blog;
      expect(shown.comments.map((c) => c.comment)).not.toContain('My first comment.');
      expect(await publicTexts()).not.toContain('My first comment.');
      // Nothing public changed, so nothing is regenerated.
      expect(revalidatePath).not.toHaveBeenCalledWith('/', 'layout');

      // A seeded commenter (approved before moderation existed) is published at once.
      const known = await post('jordan.lee@fastmail.com', 'Back again.');
      expect(known.body.awaitingModeration).toBe(false);
      expect(await publicTexts()).toContain('Back again.');

      const { comments, count } = await queue();
      expect(count).toBe(1);
      expect(comments).toHaveLength(1);
      expect(comments[0]).toMatchObject({
        blogId: BLOG,
        comment: 'My first comment.',
        email: 'first@example.com',
        status: 'pending',
      });

      expect((await act('approve', [comments[0]!._id])).status).toBe(200);
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
      expect(await publicTexts()).toContain('My first comment.');
      // Now approved: the same address (any letter case) is published at once.
      const second = await post('first@EXAMPLE.com', 'Second one.');
      expect(second.body.awaitingModeration).toBe(false);
      expect(await publicTexts()).toContain('Second one.');
    });

    test('hold all: even an address with approved comments waits', async () => {
      await setMode('hold-all');
      const res = await post('jordan.lee@fastmail.com', 'Held anyway.');
      expect(res.body.awaitingModeration).toBe(true);
      expect(await publicTexts()).not.toContain('Held anyway.');
      expect((await queue()).count).toBe(1);
    });

    test('a value outside the list is a 400 and nothing changes', async () => {
      const before = await settings();
      const res = await call(settingsUpdate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        json: { ...formValuesOf(siteSettings.fields, before), commentModeration: 'sometimes' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('New comments must be one of the listed choices!');
      expect((await settings()).commentModeration).toBe('publish');
    });
  });

  describe('PATCH /admin/comments/moderate', () => {
    async function holdThree() {
      await setMode('hold-all');
      for (const n of [1, 2, 3]) await post(`reader${n}@example.com`, `Held ${n}.`);
      // In the order they were written, whatever order comments of the same millisecond list in.
      const held = (await queue()).comments;
      return [1, 2, 3].map((n) => held.find((c) => c.comment === `Held ${n}.`)!._id);
    }

    test('approve: 200, the comment is published and leaves the queue', async () => {
      const [id] = await holdThree();
      const res = await act('approve', [id]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ moderated: [id], missing: [], message: 'Comment approved.' });
      expect((await queue()).count).toBe(2);
      expect(await publicTexts()).toContain('Held 1.');
    });

    test('reject several at once: deleted, never public, the queue empties', async () => {
      const ids = await holdThree();
      const res = await act('reject', ids);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('3 comments rejected and deleted.');
      expect((await queue()).count).toBe(0);
      const stored = (await fixture().store.blogs.get(BLOG))!.comments;
      expect(stored.map((c) => c.comment)).not.toContain('Held 2.');
      expect(await publicTexts()).not.toContain('Held 2.');
    });

    test('spam: kept out of the site and the queue, and that address stays out', async () => {
      const [id] = await holdThree();
      const res = await act('spam', [id]);
      expect(res.body.message).toBe('Comment marked as spam.');
      const stored = (await fixture().store.blogs.get(BLOG))!.comments;
      expect(stored.find((c) => c._id === id)!.status).toBe('spam');
      expect(await publicTexts()).not.toContain('Held 1.');
      await setMode('publish');
      const again = await post('reader1@example.com', 'Spam again.');
      expect(again.body.awaitingModeration).toBe(true);
      expect(await publicTexts()).not.toContain('Spam again.');
      expect((await queue()).comments.map((c) => c.comment)).not.toContain('Spam again.');
    });

    test('ids no longer awaiting are reported missing; only they: a 404 that says so', async () => {
      const [a, b] = await holdThree();
      await act('approve', [a]);
      const res = await act('reject', [a, b]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ moderated: [b], missing: [a] });
      const gone = await act('spam', [a, UNKNOWN_ID]);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({
        message: 'Comment not found: it is no longer awaiting approval.',
      });
    });

    test.each([
      ['no ids', { action: 'approve', ids: [] }, 'Choose at least one comment!'],
      ['a malformed id', { action: 'approve', ids: ['nope'] }, 'Choose at least one comment!'],
      ['ids not a list', { action: 'approve', ids: 'x' }, 'Choose at least one comment!'],
      [
        'an unknown action',
        { action: 'delete', ids: [UNKNOWN_ID] },
        'Action must be approve, reject or spam!',
      ],
    ])('400 for %s', async (_what, json, message) => {
      const res = await call(moderate.PATCH, { method: 'PATCH', cookie: admin, json });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    test('400 for a body that is not JSON', async () => {
      const res = await call(moderate.PATCH, {
        method: 'PATCH',
        cookie: admin,
        raw: { body: '{', contentType: 'application/json' },
      });
      expect(res.status).toBe(400);
    });
  });

  describe.each([
    ['GET /admin/comments/get', heldList.GET, 'GET'],
    ['PATCH /admin/comments/moderate', moderate.PATCH, 'PATCH'],
  ] as const)('%s: signed in as an admin only', (_name, handler, method) => {
    test('401 without a session, 403 for a non-admin; nothing changes', async () => {
      await setMode('hold-all');
      await post('x@example.com');
      const [held] = (await queue()).comments;
      const json = method === 'PATCH' ? { action: 'approve', ids: [held!._id] } : undefined;
      expect((await call(handler, { method, json })).status).toBe(401);
      expect((await call(handler, { method, json, cookie: visitor })).status).toBe(403);
      expect((await queue()).count).toBe(1);
    });
  });

  describe('comments closed on a post', () => {
    test('the switch closes it: add-comment answers 403 with the message, the list stays', async () => {
      const form = {
        title: 'Closed',
        description: 'Body',
        imageAlt: 'Cover',
        commentsOpen: 'false',
        image: jpeg(),
      };
      const created = await call(routes.adminBlogAdd.POST, { form, cookie: admin });
      expect(created.status).toBe(201);
      const closed = created.body.blog as Blog;
      expect(closed.commentsOpen).toBe(false);
      const res = await post('a@example.com', 'Let me in', closed._id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Comments are closed on this post.' });

      // Closing a post with comments keeps them visible.
      const update = await call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: BLOG },
        cookie: admin,
        form: {
          title: 'Core Web Vitals',
          description: 'Text',
          imageAlt: 'Cover',
          commentsOpen: 'false',
        },
      });
      expect(update.status).toBe(202);
      expect((update.body.blog as Blog).commentsOpen).toBe(false);
      expect((await post('b@example.com', 'No', BLOG)).status).toBe(403);
      const state = await getBlogPage(BLOG);
      expect(state.kind === 'post' && state.blog.commentsOpen).toBe(false);
      expect(state.kind === 'post' && state.blog.comments.length).toBe(3);
    });

    test('an update that does not send the switch leaves it; a bad value is a 400', async () => {
      const res = await call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: BLOG },
        cookie: admin,
        form: { title: 'T', description: 'D', imageAlt: 'Cover' },
      });
      expect((res.body.blog as Blog).commentsOpen).toBe(true);
      const bad = await call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: BLOG },
        cookie: admin,
        form: { title: 'T', description: 'D', imageAlt: 'Cover', commentsOpen: 'maybe' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Comments open must be on or off!' });
    });
  });

  test('no commenter email in any /frontend answer, and no held comment either', async () => {
    await setMode('hold-first');
    await post('secret-first@example.com', 'Pending text.');
    const emails = (await fixture().store.blogs.list()).flatMap((b) =>
      b.comments.map((c) => c.email),
    );
    expect(emails).toContain('secret-first@example.com');
    expect(emails.length).toBeGreaterThan(5);
    const answers = [
      await call(routes.publicBlogs.GET),
      await call(routes.publicBlogsMain.GET),
      await call(commentPage.GET, {
        path: `/frontend/blog/comments/${BLOG}?before=100`,
        params: { blogId: BLOG },
      }),
      await post('another-new@example.com', 'Also held.'),
      await call(routes.publicComment.POST, {
        params: { blogId: BLOG },
        json: { name: 'Bot', email: 'bot@example.com', comment: 'x', website: 'https://x' },
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      for (const email of [...emails, 'another-new@example.com', 'bot@example.com']) {
        expect(res.text).not.toContain(email);
      }
      expect(res.text).not.toContain('Pending text.');
      expect(res.text).not.toContain('"email"');
    }
    // The page's own data (what the RSC payload is rendered from).
    expect(JSON.stringify(await getBlogPage(BLOG))).not.toMatch(/@|Pending text\./);
  });
});
