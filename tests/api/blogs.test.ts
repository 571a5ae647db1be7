import { postPath } from '@/lib/entities/post-slug';
import { revalidatePath } from 'next/cache';
import { call, signIn } from '../helpers/http';
import { png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';
import { MAX_COMMENTS_PER_POST } from '@/lib/entities';

const BLOG_WITH_COMMENTS = '65f1a3000000000000000001';
const UNKNOWN_ID = '65f1a9999999999999999999';

type Blog = {
  _id: string;
  title: string;
  author: string;
  imageURL: string;
  comments: { _id: string; name: string; email: string; comment: string; createdAt: string }[];
};

describeEachStore('blogs and comments', (fixture) => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn('admin', PASSWORD);
  });

  /** An update with the required fields (a new title) and `form`'s. */
  const rename = (blogID: string, form: Record<string, string>) =>
    call(routes.adminBlogUpdate.PATCH, {
      method: 'PATCH',
      params: { blogID },
      form: { title: 'Renamed', description: 'D', imageAlt: 'Cover', ...form },
      cookie: admin,
    });

  const comment = (blogId: string, json: unknown) =>
    call(routes.publicComment.POST, {
      path: `/frontend/blog/add-comment/${blogId}`,
      params: { blogId },
      json,
    });

  describe('POST /admin/blogs/add', () => {
    test('201 with blog and message; the author is the signed-in admin whatever the form says', async () => {
      const res = await call(routes.adminBlogAdd.POST, {
        form: {
          title: 'Core Web Vitals',
          description: 'Para one.\n\nPara two.',
          imageAlt: 'Cover',
          author: 'Mallory',
          image: png(),
        },
        cookie: admin,
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['blog', 'message']);
      expect(res.body.message).toBe('Blog added successfully!');
      expect(res.body.blog).toMatchObject({
        title: 'Core Web Vitals',
        author: 'admin',
        comments: [],
      });
    });

    test.each(['title', 'description', 'imageAlt'])(
      '400 "Please fill all fields!" without %s',
      async (field) => {
        const form: Record<string, string | [Blob, string]> = {
          title: 'T',
          description: 'D',
          imageAlt: 'Cover',
          image: png(),
        };
        delete form[field];
        const res = await call(routes.adminBlogAdd.POST, { form, cookie: admin });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please fill all fields!' });
      },
    );

    describe('search fields', () => {
      const add = (extra: Record<string, string>) =>
        call(routes.adminBlogAdd.POST, {
          form: { title: 'T', description: 'D', imageAlt: 'Cover', ...extra, image: png() },
          cookie: admin,
        });

      test('blank by default; stored as written when given', async () => {
        expect((await add({})).body.blog).toMatchObject({
          seoTitle: '',
          seoDescription: '',
          shareImage: '',
        });
        const res = await add({
          seoTitle: 'A checklist for faster pages',
          seoDescription: 'Five fixes.',
          shareImage: 'https://images.example/card.png',
        });
        expect(res.status).toBe(201);
        expect(res.body.blog).toMatchObject({
          seoTitle: 'A checklist for faster pages',
          seoDescription: 'Five fixes.',
          shareImage: 'https://images.example/card.png',
        });
      });

      test('an update that leaves them out keeps them; sent empty, they go back to the defaults', async () => {
        const written = { seoTitle: 'Faster pages', seoDescription: 'Five fixes.' };
        const created = (await add(written)).body.blog as Blog;
        const patch = (form: Record<string, string>) => rename(created._id, form);
        const kept = await patch({});
        expect(kept.status).toBe(202);
        expect(kept.body.blog).toMatchObject({ title: 'Renamed', ...written });
        expect((await patch({ seoTitle: '' })).body.blog).toMatchObject({
          seoTitle: '',
          seoDescription: 'Five fixes.',
        });
      });

      test.each([
        [
          'http://images.example/card.png',
          'Share image must be a full web address starting with https://',
        ],
        ['javascript:alert(1)', 'Share image must be a full web address starting with https://'],
        [`https://x.example/${'a'.repeat(600)}`, 'Share image must be at most 500 characters!'],
      ])('400 for the share image %j', async (shareImage, message) => {
        const res = await add({ shareImage });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message });
      });
    });

    describe('the author chosen in the form (byline)', () => {
      const PRIYA = '65f1a5000000000000000003';
      const add = (byline: string) =>
        call(routes.adminBlogAdd.POST, {
          form: { title: 'By someone', description: 'D', imageAlt: 'Cover', byline, image: png() },
          cookie: admin,
        });

      test('a team member: their name is the author, their id kept for the photo', async () => {
        const res = await add(`member:${PRIYA}`);
        expect(res.status).toBe(201);
        expect(res.body.blog).toMatchObject({ author: 'Priya Nair', authorMember: PRIYA });
      });

      test('a panel user: their username, no member', async () => {
        const res = await add('user:admin');
        expect(res.status).toBe(201);
        expect(res.body.blog).toMatchObject({ author: 'admin', authorMember: '' });
      });

      test.each(['member:65f1a5999999999999999999', 'user:nobody', 'Mallory', 'member:{"$gt":""}'])(
        '400 for %j, and nothing is stored',
        async (byline) => {
          const before = (await fixture().store.blogs.list()).length;
          const res = await add(byline);
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ message: 'Please choose an author from the list!' });
          expect((await fixture().store.blogs.list()).length).toBe(before);
        },
      );

      test('an update without one keeps the author; with one, changes it', async () => {
        const created = (await add(`member:${PRIYA}`)).body.blog as Blog;
        const patch = (form: Record<string, string>) => rename(created._id, form);
        expect((await patch({})).body.blog).toMatchObject({
          author: 'Priya Nair',
          authorMember: PRIYA,
        });
        expect((await patch({ byline: '' })).body.blog).toMatchObject({ author: 'Priya Nair' });
        expect((await patch({ byline: 'user:admin' })).body.blog).toMatchObject({
          author: 'admin',
          authorMember: '',
        });
      });
    });

    test('400 "Please select an image!" without an image', async () => {
      const res = await call(routes.adminBlogAdd.POST, {
        form: { title: 'T', description: 'D', imageAlt: 'Cover' },
        cookie: admin,
      });
      expect(res.body).toEqual({ message: 'Please select an image!' });
      expect(res.status).toBe(400);
    });

    test('regenerates the whole site', async () => {
      (revalidatePath as jest.Mock).mockClear();
      await call(routes.adminBlogAdd.POST, {
        form: { title: 'T', description: 'D', imageAlt: 'Cover', image: png() },
        cookie: admin,
      });
      // Every write route's rule is in revalidation.test.ts.
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    });
  });

  describe('GET /frontend/blogs/get and /frontend/blogs/get-main', () => {
    test('200 with allBlogs, newest first, comments included', async () => {
      const res = await call(routes.publicBlogs.GET);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['allBlogs']);
      const blogs = res.body.allBlogs as Blog[];
      const dates = blogs.map((b) => (b as unknown as { createdAt: string }).createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(blogs.find((b) => b._id === BLOG_WITH_COMMENTS)!.comments.length).toBeGreaterThan(0);
    });

    test('get-main: 200 with the newest three, each as the full list answers it', async () => {
      const all = (await call(routes.publicBlogs.GET)).body.allBlogs as Blog[];
      const res = await call(routes.publicBlogsMain.GET);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['allBlogs']);
      expect(res.body.allBlogs).toEqual(all.slice(0, 3));
    });
  });

  describe('POST /frontend/blog/add-comment/{blogId}', () => {
    test('201 with updatedBlog and message; the comment is appended', async () => {
      (revalidatePath as jest.Mock).mockClear();
      const res = await comment(BLOG_WITH_COMMENTS, {
        name: 'Ana',
        email: 'ana@example.com',
        comment: 'Great read.',
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual([
        'awaitingModeration',
        'message',
        'updatedBlog',
      ]);
      expect(res.body.message).toBe('Comment added successfully!');
      expect(res.body.awaitingModeration).toBe(false);
      const blog = res.body.updatedBlog as Blog;
      expect(blog._id).toBe(BLOG_WITH_COMMENTS);
      // Published at once (the default setting); the visitor's email is in no public answer.
      expect(blog.comments.at(-1)).toEqual({
        _id: expect.any(String),
        name: 'Ana',
        comment: 'Great read.',
        createdAt: expect.any(String),
      });
      expect(typeof blog.comments.at(-1)!._id).toBe('string');
      expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    });

    test('posted by the browser itself (no script yet): kept, and a 303 back to the post', async () => {
      const post = (blogId: string, fields: Record<string, string>) =>
        call(routes.publicComment.POST, {
          path: `/frontend/blog/add-comment/${blogId}`,
          params: { blogId },
          raw: {
            body: new URLSearchParams(fields).toString(),
            contentType: 'application/x-www-form-urlencoded',
          },
          headers: { 'sec-fetch-mode': 'navigate' },
        });
      const fields = { name: 'Nojs', email: 'nojs@example.com', comment: 'Before hydration.' };
      const res = await post(BLOG_WITH_COMMENTS, { ...fields, website: '' });
      expect(res.status).toBe(303);
      // At the post's own (slug) address.
      const postAddress = postPath((await fixture().store.blogs.get(BLOG_WITH_COMMENTS))!);
      expect(postAddress).not.toContain(BLOG_WITH_COMMENTS);
      expect(res.headers.get('location')).toBe(`${postAddress}#comment-posted`);
      const { store } = fixture();
      expect((await store.blogs.get(BLOG_WITH_COMMENTS))!.comments.at(-1)).toMatchObject(fields);

      const refused = await post(BLOG_WITH_COMMENTS, { ...fields, comment: '' });
      expect(refused.headers.get('location')).toBe(`${postAddress}#comment-not-posted`);
      // An id is written into the address encoded, whatever it holds.
      const odd = await post('a b/?#', fields);
      expect(odd.status).toBe(303);
      expect(odd.headers.get('location')).toBe('/blog/a%20b%2F%3F%23#comment-not-posted');
    });

    test('a comment of 300 characters is accepted, 301 refused', async () => {
      const ok = await comment(BLOG_WITH_COMMENTS, {
        name: 'A',
        email: 'a@a.a',
        comment: 'x'.repeat(300),
      });
      expect(ok.status).toBe(201);
      const tooLong = await comment(BLOG_WITH_COMMENTS, {
        name: 'A',
        email: 'a@a.a',
        comment: 'x'.repeat(301),
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({ message: 'Comment must be at most 300 characters!' });
    });

    test.each(['name', 'email', 'comment'])(
      '400 "Please fill all fields!" without %s',
      async (field) => {
        const json: Record<string, string> = { name: 'A', email: 'a@a.a', comment: 'Hi' };
        delete json[field];
        const res = await comment(BLOG_WITH_COMMENTS, json);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please fill all fields!' });
      },
    );

    test('NoSQL operator objects in fields are refused, not stored', async () => {
      const res = await comment(BLOG_WITH_COMMENTS, {
        name: { $gt: '' },
        email: 'a@a.a',
        comment: 'x',
      });
      expect(res.status).toBe(400);
    });

    test('400 for malformed JSON', async () => {
      const res = await call(routes.publicComment.POST, {
        params: { blogId: BLOG_WITH_COMMENTS },
        raw: { body: '{"name": ', contentType: 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body must be valid JSON.' });
    });

    test(`409 once a post has ${MAX_COMMENTS_PER_POST} comments, with a message a visitor understands; nothing is stored`, async () => {
      const blog = (
        await call(routes.adminBlogAdd.POST, {
          form: { title: 'Popular', description: 'Body', imageAlt: 'Cover', image: png() },
          cookie: admin,
        })
      ).body.blog as Blog;
      const { store } = fixture();
      for (let i = 0; i < MAX_COMMENTS_PER_POST - 1; i += 50) {
        const batch = Math.min(50, MAX_COMMENTS_PER_POST - 1 - i);
        await Promise.all(
          Array.from({ length: batch }, (_, j) =>
            store.blogs.addComment(blog._id, { name: 'R', email: 'r@r.r', comment: `#${i + j}` }),
          ),
        );
      }
      const last = await comment(blog._id, { name: 'A', email: 'a@a.a', comment: 'the last one' });
      expect(last.status).toBe(201);
      expect((last.body.updatedBlog as Blog).comments).toHaveLength(MAX_COMMENTS_PER_POST);
      const refused = await comment(blog._id, { name: 'A', email: 'a@a.a', comment: 'one more' });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: `Comments are closed on this post: it has reached the limit of ${MAX_COMMENTS_PER_POST} comments.`,
      });
      const stored = (await store.blogs.get(blog._id))!.comments;
      expect(stored).toHaveLength(MAX_COMMENTS_PER_POST);
      expect(stored.some((c) => c.comment === 'one more')).toBe(false);
    }, 60_000); // ~500 writes, each answering the whole post: seconds on a real MongoDB

    test('404 for unknown and malformed blog ids', async () => {
      for (const id of [UNKNOWN_ID, 'nope', '{"$gt":""}']) {
        const res = await comment(id, { name: 'A', email: 'a@a.a', comment: 'Hi' });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Blog not found' });
      }
    });
  });

  describe('PATCH /admin/blog/update/{blogID}', () => {
    async function freshBlogWithComments(): Promise<Blog> {
      const blog = (
        await call(routes.adminBlogAdd.POST, {
          form: { title: 'Moderated', description: 'Body', imageAlt: 'Cover', image: png() },
          cookie: admin,
        })
      ).body.blog as Blog;
      for (const text of ['first', 'second', 'third']) {
        await comment(blog._id, { name: 'V', email: 'v@v.v', comment: text });
      }
      return (await call(routes.adminBlogGet.GET, { params: { blogID: blog._id }, cookie: admin }))
        .body.blog as Blog;
    }

    const update = (id: string, form: Record<string, string | [Blob, string]>) =>
      call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: id },
        form: { imageAlt: 'Cover', ...form },
        cookie: admin,
      });

    test('202 with blog and message; comments left out of the list are removed', async () => {
      const blog = await freshBlogWithComments();
      const keep = blog.comments.filter((c) => c.comment !== 'second');
      const res = await update(blog._id, {
        title: 'Moderated!',
        description: 'Body 2',
        comments: JSON.stringify(keep),
      });
      expect(res.status).toBe(202);
      expect(Object.keys(res.body).sort()).toEqual(['blog', 'message']);
      expect(res.body.message).toBe('Blog updated successfully!');
      const saved = res.body.blog as Blog;
      expect(saved.title).toBe('Moderated!');
      expect(saved.comments.map((c) => c.comment)).toEqual(['first', 'third']);
      expect(saved.author).toBe(blog.author);
    });

    test('400 for a body shorter than its Content-Length, and the post is left as it was', async () => {
      // The proxy keeps only the first 128 kB of a body it sees (an address with a `%` goes
      // through it): what reaches the handler then is a prefix that still parses as a form.
      const blog = await freshBlogWithComments();
      const full = new URLSearchParams({
        title: 'Cut short',
        description: 'é'.repeat(49_000),
      }).toString();
      const res = await call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: blog._id },
        raw: { contentType: 'application/x-www-form-urlencoded', body: full.slice(0, 128 * 1024) },
        headers: { 'content-length': String(full.length) },
        cookie: admin,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The request body could not be read.' });
      const stored = (
        await call(routes.adminBlogGet.GET, { params: { blogID: blog._id }, cookie: admin })
      ).body.blog as Blog;
      expect(stored.title).toBe(blog.title);
    });

    test('moderation never adds or alters a comment', async () => {
      const blog = await freshBlogWithComments();
      const forged = [
        { ...blog.comments[0]!, comment: 'edited by admin', name: 'Someone else' },
        {
          _id: '65f1a8888888888888888888',
          name: 'Fake',
          email: 'f@f.f',
          comment: 'forged',
          createdAt: new Date().toISOString(),
        },
        blog.comments[1]!,
        blog.comments[2]!,
      ];
      const res = await update(blog._id, {
        title: 'T',
        description: 'D',
        comments: JSON.stringify(forged),
      });
      expect(res.status).toBe(202);
      expect((res.body.blog as Blog).comments).toEqual(blog.comments);
    });

    test('without a comments field, comments stay as they are', async () => {
      const blog = await freshBlogWithComments();
      const res = await update(blog._id, { title: 'T', description: 'D', imageAlt: 'Cover' });
      expect((res.body.blog as Blog).comments).toEqual(blog.comments);
    });

    test('with loadedComments, only comments the editor loaded and dropped are removed; one it never saw survives, whatever its date', async () => {
      const blog = await freshBlogWithComments();
      // Posted by another visitor while the editor was open: not in the editor's lists.
      await comment(blog._id, { name: 'Late', email: 'l@l.l', comment: 'posted while editing' });
      const res = await update(blog._id, {
        title: 'T',
        description: 'D',
        loadedComments: JSON.stringify(blog.comments.map((c) => c._id)),
        comments: JSON.stringify([blog.comments[0]]),
        // The old editor's field is still accepted and changes nothing: a date after every
        // comment must not make the unseen comment removable.
        loadedAt: '2100-01-01T00:00:00.000Z',
      });
      expect(res.status).toBe(202);
      expect((res.body.blog as Blog).comments.map((c) => c.comment)).toEqual([
        'first',
        'posted while editing',
      ]);
    });

    test('with loadedComments, an empty comments list removes every loaded comment and nothing else', async () => {
      const blog = await freshBlogWithComments();
      await comment(blog._id, { name: 'Late', email: 'l@l.l', comment: 'unseen' });
      const res = await update(blog._id, {
        title: 'T',
        description: 'D',
        loadedComments: JSON.stringify(blog.comments),
        comments: '[]',
      });
      expect((res.body.blog as Blog).comments.map((c) => c.comment)).toEqual(['unseen']);
    });

    test('comments alone (no loadedComments) remove only dropped comments that precede a kept one', async () => {
      const blog = await freshBlogWithComments();
      await comment(blog._id, { name: 'Late', email: 'l@l.l', comment: 'unseen' });
      // 'second' sits before 'third', which the client lists, so the client saw it and dropped it.
      const middle = await update(blog._id, {
        title: 'T',
        description: 'D',
        comments: JSON.stringify([blog.comments[0], blog.comments[2]]),
      });
      expect((middle.body.blog as Blog).comments.map((c) => c.comment)).toEqual([
        'first',
        'third',
        'unseen',
      ]);
      // Nothing after the last listed comment can be told apart from one the client never saw.
      const tail = await update(blog._id, {
        title: 'T',
        description: 'D',
        comments: JSON.stringify([blog.comments[0]]),
      });
      expect((tail.body.blog as Blog).comments.map((c) => c.comment)).toEqual([
        'first',
        'third',
        'unseen',
      ]);
    });

    test('400 for loadedComments that are not a JSON list', async () => {
      const blog = await freshBlogWithComments();
      const res = await update(blog._id, {
        title: 'T',
        description: 'D',
        comments: '[]',
        loadedComments: '{"a":1}',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Comments must be a JSON list of comments!' });
      const after = (await fixture().store.blogs.get(blog._id))!;
      expect(after.comments).toEqual(blog.comments);
    });

    test('400 for comments that are not a JSON list', async () => {
      const blog = await freshBlogWithComments();
      for (const comments of ['not json', '{"a":1}', '[1,2]']) {
        const res = await update(blog._id, {
          title: 'T',
          description: 'D',
          imageAlt: 'Cover',
          comments,
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Comments must be a JSON list of comments!' });
      }
    });

    test.each(['title', 'description'])(
      '400 "Please fill all fields!" without %s',
      async (field) => {
        const form: Record<string, string> = { title: 'T', description: 'D', imageAlt: 'Cover' };
        delete form[field];
        const res = await update(BLOG_WITH_COMMENTS, form);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please fill all fields!' });
      },
    );

    test('404 for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, 'bad-id']) {
        expect((await update(id, { title: 'T', description: 'D', imageAlt: 'Cover' })).status).toBe(
          404,
        );
      }
    });
  });

  describe('GET /admin/blog/{blogID} and DELETE /admin/blogs/delete/{id}', () => {
    test('get 200 with blog; delete 203 with message; then 404', async () => {
      const blog = (
        await call(routes.adminBlogAdd.POST, {
          form: { title: 'Gone', description: 'Soon', imageAlt: 'Cover', image: png() },
          cookie: admin,
        })
      ).body.blog as Blog;
      const got = await call(routes.adminBlogGet.GET, {
        params: { blogID: blog._id },
        cookie: admin,
      });
      expect(got.status).toBe(200);
      expect(Object.keys(got.body)).toEqual(['blog']);
      const del = await call(routes.adminBlogDelete.DELETE, {
        method: 'DELETE',
        params: { id: blog._id },
        cookie: admin,
      });
      expect(del.status).toBe(203);
      expect(del.body).toEqual({ message: 'Blog deleted successfully!' });
      expect(
        (await call(routes.adminBlogGet.GET, { params: { blogID: blog._id }, cookie: admin }))
          .status,
      ).toBe(404);
      expect(await fixture().store.blogs.get(blog._id)).toBeNull();
    });
  });
});
