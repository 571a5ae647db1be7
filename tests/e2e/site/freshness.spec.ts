import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, signInCookie } from '../security/helpers';
import { unique } from './helpers';

/**
 * Public pages are cached (x-nextjs-cache: HIT) and regenerated on demand: after each kind of
 * change through the admin API (or a visitor's comment), the very next request of every page
 * that shows the record shows the change. Each test puts things back as it found them: the
 * other specs share this server's memory store and expect the demo posts in their order.
 */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const image = () => ({ name: 'e2e.png', mimeType: 'image/png', buffer: PNG_1X1 });

/** An unknown URL: a 404 that shows the home page (app/global-not-found.tsx). */
const UNKNOWN_PATH = '/this/page/does-not-exist';
const HOME = ['/', '/home', UNKNOWN_PATH];
/** Pages with the newest three posts (one service page stands for all nine). */
const LATEST_POSTS = [...HOME, '/services', '/service/seo'];
/** No post has this id: the page shows the newest post. */
const UNKNOWN_POST = '/blog/65f1a3eeeeeeeeeeeeeeeeee';

let cookie: string;
test.beforeAll(async ({ request }) => {
  cookie = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
});

async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(path === UNKNOWN_PATH ? 404 : 200);
  return { cache: res.headers()['x-nextjs-cache'], text: await res.text() };
}

/** Loads each page until it is served from the cache (twice at least). */
async function cache(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    await html(request, path);
    await expect.poll(async () => (await html(request, path)).cache, { message: path }).toBe('HIT');
  }
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** The very next request of each page: it contains every `shown` text and no `gone` text. */
async function expectNextLoad(
  request: APIRequestContext,
  paths: string[],
  { shown = [], gone = [] }: { shown?: string[]; gone?: string[] },
) {
  for (const path of paths) {
    const { text } = await html(request, path);
    for (const s of shown) expect(text, `${path} shows ${s}`).toContain(escaped(s));
    for (const g of gone) expect(text, `${path} no longer shows ${g}`).not.toContain(escaped(g));
  }
}

/** Deletes what a test created if it is still there (a failed test must not leave it behind). */
async function cleanUp(request: APIRequestContext, paths: string[]) {
  for (const path of paths) await request.delete(path, { headers: { cookie } });
}

async function admin(
  request: APIRequestContext,
  method: 'post' | 'patch' | 'delete',
  path: string,
  multipart?: Record<string, string | ReturnType<typeof image>>,
) {
  const res = await request[method](path, { multipart, headers: { cookie } });
  expect(res.status(), `${method.toUpperCase()} ${path}`).toBeLessThan(300);
  return res.json();
}

type Post = { _id: string; title: string; comments: { _id: string; comment: string }[] };

async function posts(request: APIRequestContext): Promise<Post[]> {
  return (await (await request.get('/frontend/blogs/get')).json()).allBlogs;
}

async function comment(request: APIRequestContext, id: string, text: string) {
  const res = await request.post(`/frontend/blog/add-comment/${id}`, {
    data: { name: 'E2E reader', email: 'reader@example.com', comment: text },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).updatedBlog as Post;
}

const entities = [
  {
    name: 'projects',
    add: '/admin/projects/add',
    update: (id: string) => `/admin/project/update/${id}`,
    remove: (id: string) => `/admin/projects/delete/${id}`,
    key: 'project',
    fields: (label: string) => ({
      title: label,
      description: 'A project made by the freshness test.',
      link: 'https://example.com',
      imageAlt: 'A screenshot of the project',
    }),
  },
  {
    name: 'team members',
    add: '/admin/team/add',
    update: (id: string) => `/admin/member/update/${id}`,
    remove: (id: string) => `/admin/team/delete/${id}`,
    key: 'member',
    fields: (label: string) => ({
      name: label,
      description: 'A member added by the freshness test.',
      skill: 'Testing',
      linkedIn: 'https://linkedin.com/in/e2e',
      github: 'https://github.com/e2e',
      imageAlt: 'A tester at her desk',
    }),
  },
  {
    name: 'reviews',
    add: '/admin/reviews/add',
    update: (id: string) => `/admin/review/update/${id}`,
    remove: (id: string) => `/admin/reviews/delete/${id}`,
    key: 'review',
    fields: (label: string) => ({
      clientName: label,
      clientAccount: '@e2e',
      description: 'A review written by the freshness test.',
      col: '2',
    }),
  },
];

test.describe('public pages show every change on the next load', () => {
  for (const entity of entities) {
    test(`${entity.name}: create, update and delete show at once on the home page`, async ({
      request,
    }) => {
      const first = unique(`Fresh ${entity.key}`);
      const renamed = unique(`Renamed ${entity.key}`);

      await cache(request, HOME);
      const created = await admin(request, 'post', entity.add, {
        ...entity.fields(first),
        image: image(),
      });
      const id = created[entity.key]._id as string;
      try {
        await expectNextLoad(request, HOME, { shown: [first] });

        await cache(request, HOME);
        await admin(request, 'patch', entity.update(id), entity.fields(renamed));
        await expectNextLoad(request, HOME, { shown: [renamed], gone: [first] });

        await cache(request, HOME);
        await admin(request, 'delete', entity.remove(id));
        await expectNextLoad(request, HOME, { gone: [renamed] });
      } finally {
        await cleanUp(request, [entity.remove(id)]);
      }
    });
  }

  test('blogs: a new post, a new title and a deletion show on every page that lists posts, the feed, the neighbours and the sitemap', async ({
    request,
  }) => {
    const list = await posts(request);
    const newest = list[0]!;
    const oldest = list.at(-1)!;
    // The old newest post's Previous Post, the oldest post's "More Articles", and an unknown id
    // (which shows the newest post) all show a new post.
    const pages = [
      ...LATEST_POSTS,
      '/blogs',
      '/blogs/feed.xml',
      `/blog/${newest._id}`,
      `/blog/${oldest._id}`,
      UNKNOWN_POST,
    ];

    const title = unique('Fresh post');
    await cache(request, [...pages, '/sitemap.xml']);
    const { blog } = await admin(request, 'post', '/admin/blogs/add', {
      title,
      description: 'Written by the freshness test.',
      imageAlt: 'A laptop showing a page-speed report',
      image: image(),
    });
    const own = `/blog/${blog._id}`;
    // The sitemap lists a post under its slug address; its id address redirects there.
    const listed = `/blog/${blog.slug}`;
    try {
      await expectNextLoad(request, pages, { shown: [title] });
      await expectNextLoad(request, ['/sitemap.xml'], { shown: [listed] });

      const renamed = unique('Renamed post');
      await cache(request, [...pages, own]);
      await admin(request, 'patch', `/admin/blog/update/${blog._id}`, {
        title: renamed,
        description: 'Written by the freshness test.',
        imageAlt: 'A laptop showing a page-speed report',
      });
      await expectNextLoad(request, [...pages, own], { shown: [renamed], gone: [title] });

      await cache(request, [...pages, own, '/sitemap.xml']);
      await admin(request, 'delete', `/admin/blogs/delete/${blog._id}`);
      await expectNextLoad(request, [...pages, own], { gone: [renamed] });
      await expectNextLoad(request, ['/sitemap.xml'], { gone: [listed] });
      // The deleted post's address now shows the newest post, as any unknown id does.
      await expectNextLoad(request, [own], { shown: [newest.title] });
    } finally {
      await cleanUp(request, [`/admin/blogs/delete/${blog._id}`]);
    }
  });

  test('blogs: a new title deep in the list shows on the post and on its Previous and Next neighbours', async ({
    request,
  }) => {
    // Eight new posts on top; the seventh newest sits outside every "More Articles" list (the
    // newest five others), so only its own page and its two neighbours show its title.
    const made: string[] = [];
    try {
      for (let n = 1; n <= 8; n += 1) {
        const { blog } = await admin(request, 'post', '/admin/blogs/add', {
          title: unique(`Deep post ${n}`),
          description: 'Written by the freshness test.',
          imageAlt: 'A laptop showing a page-speed report',
          image: image(),
        });
        made.push(blog._id);
      }
      const list = await posts(request);
      const [newer, target, older] = [list[5]!, list[6]!, list[7]!];
      expect(made).toContain(target._id);
      const pages = [`/blog/${target._id}`, `/blog/${newer._id}`, `/blog/${older._id}`];
      const renamed = unique('Renamed deep post');
      await cache(request, [...pages, '/blogs']);
      await admin(request, 'patch', `/admin/blog/update/${target._id}`, {
        title: renamed,
        description: 'Written by the freshness test.',
        imageAlt: 'A laptop showing a page-speed report',
      });
      await expectNextLoad(request, [...pages, '/blogs'], {
        shown: [renamed],
        gone: [target.title],
      });
    } finally {
      await cleanUp(
        request,
        made.map((id) => `/admin/blogs/delete/${id}`),
      );
    }
  });

  test('blogs: a new comment shows on its post, and a comment removed by moderation is gone at once', async ({
    request,
  }) => {
    const { blog } = await admin(request, 'post', '/admin/blogs/add', {
      title: unique('Moderated post'),
      description: 'Written by the freshness test.',
      imageAlt: 'A laptop showing a page-speed report',
      image: image(),
    });
    const own = `/blog/${blog._id}`;
    // The new post is the newest: unknown ids show it, comments included.
    const pages = [own, UNKNOWN_POST];
    try {
      const kept = unique('A kind comment');
      const removed = unique('A spam comment');
      await cache(request, pages);
      await comment(request, blog._id, kept);
      await expectNextLoad(request, pages, { shown: [kept] });

      await cache(request, pages);
      const withBoth = await comment(request, blog._id, removed);
      await expectNextLoad(request, pages, { shown: [kept, removed] });

      // The steps: two comments, the page loaded twice, an update keeping one.
      await cache(request, pages);
      await admin(request, 'patch', `/admin/blog/update/${blog._id}`, {
        title: blog.title,
        description: 'Written by the freshness test.',
        imageAlt: 'A laptop showing a page-speed report',
        comments: JSON.stringify(withBoth.comments.filter((c) => c.comment === kept)),
        // As the panel's editor sends it: the comments it loaded, so the dropped one goes.
        loadedComments: JSON.stringify(withBoth.comments.map((c) => c._id)),
      });
      await expectNextLoad(request, pages, { shown: [kept], gone: [removed] });
    } finally {
      await cleanUp(request, [`/admin/blogs/delete/${blog._id}`]);
    }
  });

  test('a post deleted while /blogs is being regenerated is gone from the very next load', async ({
    request,
  }) => {
    // Next.js keeps a page whose render began before the delete as fresh, and answers requests
    // made meanwhile with it: the delete waits for that render (lib/renders.ts). Three tries:
    // the render and the delete overlap on most, not all.
    for (let i = 0; i < 3; i++) {
      const title = unique('Deleted mid-render');
      const { blog } = await admin(request, 'post', '/admin/blogs/add', {
        title,
        description: 'Deleted by the freshness test while a visitor loads the list.',
        imageAlt: 'A laptop showing a page-speed report',
        image: image(),
      });
      const render = request.get('/blogs');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await admin(request, 'delete', `/admin/blogs/delete/${blog._id}`);
      await render;
      await expectNextLoad(request, ['/blogs'], { gone: [title] });
    }
  });
});
