import { readdirSync } from 'node:fs';
import path from 'node:path';
import { revalidatePath } from 'next/cache';
import { BLOG_POST_ROUTE } from '@/lib/revalidate';
import type { Blog } from '@/lib/entities';
import { call, signIn } from '../helpers/http';
import { png } from '../helpers/files';
import { routes } from '../helpers/routes';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/**
 * Which public pages each change regenerates. The list used here, newest first: the six demo
 * posts, then four older ones, so some posts sit outside every "More Articles" list (which shows
 * the newest five other posts) and outside the newest three of the home and services pages.
 */
const P = [
  '65f1a3000000000000000006',
  '65f1a3000000000000000005',
  '65f1a3000000000000000004',
  '65f1a3000000000000000003',
  '65f1a3000000000000000002',
  '65f1a3000000000000000001',
  '65f1a30000000000000000a1',
  '65f1a30000000000000000a2',
  '65f1a30000000000000000a3',
  '65f1a30000000000000000a4',
] as const;
const post = (i: number) => `/blog/${P[i]}`;
const ALL_POSTS = P.map((_, i) => post(i));
const KEPT_COMMENT = '65f1a40000000000000000b1';
const REMOVED_COMMENT = '65f1a40000000000000000b2';

/** The home page, its alias and the 404 for unknown URLs, which shows it. */
const HOME = ['/', '/home', '/_not-found'];
/** The pages with the newest three posts: home, services and each service. */
const LATEST = [
  ...HOME,
  '/services',
  '/service/web-development',
  '/service/mobile-app-development',
  '/service/digital-marketing',
  '/service/shopify-development',
  '/service/graphic-designing',
  '/service/wordpress-development',
  '/service/video-editing',
  '/service/seo',
  '/service/brand-management',
];
/** The feed: the newest twenty posts, so every post of this fixture. */
const FEED = '/blogs/feed.xml';
/** Every /blog/{id} an unknown id reaches: it shows the newest post. */
const UNKNOWN_IDS = '/(site)/blog/[id] (page)';

function olderPost(i: number): Omit<Blog, 'updatedAt'> {
  return {
    _id: P[6 + i]!,
    title: `Older post ${i + 1}`,
    description: `Body of older post ${i + 1}.`,
    imageURL: `/demo/blogs/older-${i + 1}.svg`,
    author: 'Archive',
    createdAt: `2024-0${4 - i}-01T09:00:00.000Z`,
    comments:
      i === 2
        ? [
            {
              _id: KEPT_COMMENT,
              name: 'K',
              email: 'k@k.k',
              comment: 'kept',
              createdAt: '2024-05-01T00:00:00.000Z',
            },
            {
              _id: REMOVED_COMMENT,
              name: 'R',
              email: 'r@r.r',
              comment: 'spam',
              createdAt: '2024-05-02T00:00:00.000Z',
            },
          ]
        : [],
  };
}

/** What revalidatePath was called with since the last reset: "path" or "path (type)". */
function revalidated(): string[] {
  const calls = (revalidatePath as jest.Mock).mock.calls as [string, string?][];
  return [...new Set(calls.map(([p, type]) => (type ? `${p} (${type})` : p)))].sort();
}
const sorted = (paths: string[]) => [...new Set(paths)].sort();

describeEachStore('which pages each change regenerates', (fixture) => {
  let admin: string;
  beforeEach(async () => {
    await fixture().reset();
    await fixture().store.importSeed({
      projects: [],
      reviews: [],
      team: [],
      messages: [],
      blogs: [0, 1, 2, 3].map(olderPost),
    });
    admin = await signIn('admin', PASSWORD);
    (revalidatePath as jest.Mock).mockClear();
  });

  test('the fixture list is in the order the tests assume', async () => {
    const list = (await call(routes.publicBlogs.GET)).body.allBlogs as Blog[];
    expect(list.map((b) => b._id)).toEqual(P);
  });

  const blogUpdate = (i: number, form: Record<string, string | [Blob, string]>) =>
    call(routes.adminBlogUpdate.PATCH, {
      method: 'PATCH',
      params: { blogID: P[i] },
      form,
      cookie: admin,
    });
  const current = async (i: number) => (await fixture().store.blogs.get(P[i]!))!;

  describe.each([
    [
      'projects',
      routes.adminProjectAdd,
      routes.adminProjectUpdate,
      routes.adminProjectDelete,
      'projectID',
      { title: 'T', description: 'D', link: 'https://x.example' },
    ],
    [
      'team',
      routes.adminTeamAdd,
      routes.adminMemberUpdate,
      routes.adminTeamDelete,
      'memberID',
      {
        name: 'N',
        description: 'D',
        skill: 'S',
        linkedIn: 'https://l.example',
        github: 'https://g.example',
      },
    ],
    [
      'reviews',
      routes.adminReviewAdd,
      routes.adminReviewUpdate,
      routes.adminReviewDelete,
      'reviewID',
      { clientName: 'C', clientAccount: '@c', description: 'D', col: '2' },
    ],
  ] as const)('%s: create, update and delete', (_name, add, update, remove, param, fields) => {
    test('each regenerates exactly the home page (/ and /home), which shows them all', async () => {
      const created = await call(add.POST, { form: { ...fields, image: png() }, cookie: admin });
      expect(created.status).toBe(201);
      expect(revalidated()).toEqual(sorted(HOME));
      const id = (Object.values(created.body).find((v) => typeof v === 'object') as Blog)._id;

      (revalidatePath as jest.Mock).mockClear();
      const updated = await call(update.PATCH, {
        method: 'PATCH',
        params: { [param]: id },
        form: { ...fields },
        cookie: admin,
      });
      expect(updated.status).toBe(202);
      expect(revalidated()).toEqual(sorted(HOME));

      (revalidatePath as jest.Mock).mockClear();
      const deleted = await call(remove.DELETE, {
        method: 'DELETE',
        params: { id },
        cookie: admin,
      });
      expect(deleted.status).toBe(203);
      expect(revalidated()).toEqual(sorted(HOME));
    });
  });

  describe('POST /admin/blogs/add', () => {
    test('a new newest post: the latest-posts pages, /blogs, every post page (neighbours and "More Articles"), its own page, the sitemap and unknown ids', async () => {
      const res = await call(routes.adminBlogAdd.POST, {
        form: { title: 'Fresh', description: 'New', image: png() },
        cookie: admin,
      });
      expect(res.status).toBe(201);
      const id = (res.body.blog as Blog)._id;
      expect(revalidated()).toEqual(
        sorted([
          ...LATEST,
          '/blogs',
          ...ALL_POSTS,
          `/blog/${id}`,
          '/sitemap.xml',
          FEED,
          UNKNOWN_IDS,
        ]),
      );
    });

    test('a refused create regenerates nothing', async () => {
      const res = await call(routes.adminBlogAdd.POST, {
        form: { title: 'No image', description: 'D' },
        cookie: admin,
      });
      expect(res.status).toBe(400);
      expect(revalidated()).toEqual([]);
    });
  });

  describe('PATCH /admin/blog/update/{blogID}', () => {
    test('a new title deep in the list: its page, its Previous and Next neighbours, /blogs and the sitemap', async () => {
      const blog = await current(8);
      expect(
        (await blogUpdate(8, { title: 'Renamed', description: blog.description })).status,
      ).toBe(202);
      expect(revalidated()).toEqual(
        sorted([post(7), post(8), post(9), '/blogs', '/sitemap.xml', FEED]),
      );
    });

    test('a new text only: its page, /blogs (the excerpt) and the sitemap, not the neighbours (they show titles)', async () => {
      const blog = await current(8);
      expect((await blogUpdate(8, { title: blog.title, description: 'New text' })).status).toBe(
        202,
      );
      expect(revalidated()).toEqual(sorted([post(8), '/blogs', '/sitemap.xml', FEED]));
    });

    test('a new image of the sixth post: the five newer posts ("More Articles") and its own page; not its neighbour (titles only) nor the latest three', async () => {
      const blog = await current(5);
      const res = await blogUpdate(5, {
        title: blog.title,
        description: blog.description,
        image: png(),
      });
      expect(res.status).toBe(202);
      expect(revalidated()).toEqual(
        sorted([
          post(0),
          post(1),
          post(2),
          post(3),
          post(4),
          post(5),
          '/blogs',
          '/sitemap.xml',
          UNKNOWN_IDS,
        ]),
      );
    });

    test('a new title of the second post: everything that lists posts', async () => {
      const blog = await current(1);
      expect(
        (await blogUpdate(1, { title: 'Renamed', description: blog.description })).status,
      ).toBe(202);
      expect(revalidated()).toEqual(
        sorted([...LATEST, '/blogs', ...ALL_POSTS, '/sitemap.xml', FEED, UNKNOWN_IDS]),
      );
    });

    test('moderation (the issue: two comments, one kept): the post page shows it, and the sitemap date moves', async () => {
      const res = await blogUpdate(8, {
        title: (await current(8)).title,
        description: (await current(8)).description,
        comments: JSON.stringify([{ _id: KEPT_COMMENT }]),
        // As the editor sends it: the comments it loaded, so the dropped one is removed.
        loadedComments: JSON.stringify((await current(8)).comments.map((c) => c._id)),
      });
      expect(res.status).toBe(202);
      expect((res.body.blog as Blog).comments.map((c) => c._id)).toEqual([KEPT_COMMENT]);
      expect(revalidated()).toEqual(sorted([post(8), '/sitemap.xml']));
    });

    test('moderation of the newest post also reaches unknown ids, which show that post', async () => {
      // One line: a form sends line breaks as CRLF, which would change the stored text too.
      await fixture().store.blogs.update(P[0], { description: 'One line.' });
      (revalidatePath as jest.Mock).mockClear();
      const blog = await current(0);
      const res = await blogUpdate(0, {
        title: blog.title,
        description: blog.description,
        comments: JSON.stringify(blog.comments.slice(1)),
      });
      expect(res.status).toBe(202);
      expect(revalidated()).toEqual(sorted([post(0), '/sitemap.xml', UNKNOWN_IDS]));
    });

    test('a refused or unknown update regenerates nothing', async () => {
      expect((await blogUpdate(8, { title: '' })).status).toBe(400);
      const unknown = await call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: '65f1a9999999999999999999' },
        form: { title: 'T', description: 'D' },
        cookie: admin,
      });
      expect(unknown.status).toBe(404);
      expect(revalidated()).toEqual([]);
    });
  });

  describe('DELETE /admin/blogs/delete/{id}', () => {
    test('deep in the list: its own page (now an unknown id), both old neighbours, /blogs and the sitemap', async () => {
      const res = await call(routes.adminBlogDelete.DELETE, {
        method: 'DELETE',
        params: { id: P[8] },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(revalidated()).toEqual(
        sorted([post(7), post(8), post(9), '/blogs', '/sitemap.xml', FEED]),
      );
    });

    test('an id written in capitals names the same post', async () => {
      const res = await call(routes.adminBlogDelete.DELETE, {
        method: 'DELETE',
        params: { id: P[8].toUpperCase() },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(revalidated()).toEqual(
        sorted([post(7), post(8), post(9), '/blogs', '/sitemap.xml', FEED]),
      );
    });

    test('the newest post: everything that lists posts, and unknown ids', async () => {
      const res = await call(routes.adminBlogDelete.DELETE, {
        method: 'DELETE',
        params: { id: P[0] },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(revalidated()).toEqual(
        sorted([...LATEST, '/blogs', ...ALL_POSTS, '/sitemap.xml', FEED, UNKNOWN_IDS]),
      );
    });

    test('the last post left: its page and the lists, which now say there are none', async () => {
      for (const id of P.slice(1)) await fixture().store.blogs.remove(id);
      const res = await call(routes.adminBlogDelete.DELETE, {
        method: 'DELETE',
        params: { id: P[0] },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(revalidated()).toEqual(
        sorted([...LATEST, '/blogs', post(0), '/sitemap.xml', FEED, UNKNOWN_IDS]),
      );
    });
  });

  describe('with more posts than one list page holds', () => {
    /** 24 posts (two full pages of twelve): the ten of the fixture and fourteen older ones. */
    async function fillTwoPages() {
      const older = Array.from({ length: 14 }, (_, i) => ({
        ...olderPost(0),
        _id: `65f1a30000000000000001${String(i).padStart(2, '0')}`,
        title: `Archive ${i}`,
        createdAt: `2023-0${1 + Math.floor(i / 2)}-1${i % 2}T09:00:00.000Z`,
        comments: [],
      }));
      await fixture().store.importSeed({
        projects: [],
        reviews: [],
        team: [],
        messages: [],
        blogs: older,
      });
      (revalidatePath as jest.Mock).mockClear();
    }

    test('a new post shifts every list page and adds the third', async () => {
      await fillTwoPages();
      const res = await call(routes.adminBlogAdd.POST, {
        form: { title: 'Fresh', description: 'New', image: png() },
        cookie: admin,
      });
      expect(res.status).toBe(201);
      expect(revalidated()).toEqual(
        expect.arrayContaining(['/blogs', '/blogs/page/2', '/blogs/page/3', '/sitemap.xml']),
      );
    });

    test('a new title on the second page: that page only, of the list pages', async () => {
      await fillTwoPages();
      const list = await fixture().store.blogs.summaries();
      const id = list[15]!._id;
      const blog = (await fixture().store.blogs.get(id))!;
      const res = await call(routes.adminBlogUpdate.PATCH, {
        method: 'PATCH',
        params: { blogID: id },
        form: { title: 'Renamed', description: blog.description },
        cookie: admin,
      });
      expect(res.status).toBe(202);
      const paths = revalidated();
      expect(paths).toContain('/blogs/page/2');
      expect(paths).not.toContain('/blogs');
      expect(paths).not.toContain('/blogs/page/3');
    });

    test('deleting a post of the last page: a page that empties is regenerated (as a 404)', async () => {
      await fillTwoPages();
      await call(routes.adminBlogAdd.POST, {
        form: { title: 'Fresh', description: 'New', image: png() },
        cookie: admin,
      });
      const [newest] = await fixture().store.blogs.summaries({ limit: 1 });
      (revalidatePath as jest.Mock).mockClear();
      const res = await call(routes.adminBlogDelete.DELETE, {
        method: 'DELETE',
        params: { id: newest!._id },
        cookie: admin,
      });
      expect(res.status).toBe(203);
      expect(revalidated()).toEqual(expect.arrayContaining(['/blogs/page/2', '/blogs/page/3']));
    });
  });

  describe('what a change reads to know which pages it touches', () => {
    test('summaries of the posts (no text, no comments), never the whole list', async () => {
      const { store } = fixture();
      const list = jest.spyOn(store.blogs, 'list');
      const summaries = jest.spyOn(store.blogs, 'summaries');
      try {
        const created = await call(routes.adminBlogAdd.POST, {
          form: { title: 'Fresh', description: 'New', image: png() },
          cookie: admin,
        });
        const id = (created.body.blog as Blog)._id;
        await blogUpdate(8, { title: 'Renamed', description: 'New text' });
        await call(routes.publicComment.POST, {
          path: `/frontend/blog/add-comment/${id}`,
          params: { blogId: id },
          json: { name: 'Ana', email: 'ana@example.com', comment: 'Great read.' },
        });
        await call(routes.adminBlogDelete.DELETE, {
          method: 'DELETE',
          params: { id },
          cookie: admin,
        });
        expect(list).not.toHaveBeenCalled();
        expect(summaries.mock.calls).toEqual([[], [], [], []]);
      } finally {
        list.mockRestore();
        summaries.mockRestore();
      }
    });
  });

  describe('POST /frontend/blog/add-comment/{blogId}', () => {
    const comment = (i: number) =>
      call(routes.publicComment.POST, {
        path: `/frontend/blog/add-comment/${P[i]}`,
        params: { blogId: P[i] },
        json: { name: 'Ana', email: 'ana@example.com', comment: 'Great read.' },
      });

    // Whether a comment moves the post's updatedAt (the sitemap's lastmod) is the store's choice.
    const sitemapIfDated = (res: Awaited<ReturnType<typeof comment>>, before: Blog) =>
      (res.body.updatedBlog as Blog).updatedAt !== before.updatedAt ? ['/sitemap.xml'] : [];

    test('a comment shows only on its own post page', async () => {
      const before = await current(8);
      const res = await comment(8);
      expect(res.status).toBe(201);
      expect(revalidated()).toEqual(sorted([post(8), ...sitemapIfDated(res, before)]));
    });

    test('a comment on the newest post also reaches unknown ids', async () => {
      const before = await current(0);
      const res = await comment(0);
      expect(res.status).toBe(201);
      expect(revalidated()).toEqual(sorted([post(0), UNKNOWN_IDS, ...sitemapIfDated(res, before)]));
    });
  });
});

describe('the blog post route', () => {
  test('BLOG_POST_ROUTE names the app directory’s /blog/[id] page, route groups included', () => {
    const appDir = path.join(process.cwd(), 'app');
    const pages = (readdirSync(appDir, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /(^|\/)page\.tsx$/.test(file))
      .map((file) => `/${file.replace(/\/?page\.tsx$/, '')}`);
    const withoutGroups = (route: string) => route.replace(/\/\([^)]+\)/g, '') || '/';
    expect(pages.filter((route) => withoutGroups(route) === '/blog/[id]')).toEqual([
      BLOG_POST_ROUTE,
    ]);
  });
});
