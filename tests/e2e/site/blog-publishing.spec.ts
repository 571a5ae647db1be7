import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, signInCookie } from '../security/helpers';
import { unique } from './helpers';

/**
 * Publishing on the production build: a post written in Markdown as visitors get it (and what
 * it cannot do), the RSS feed, each post's own social card, and the list split into pages of
 * twelve. Each test deletes what it created: the other specs share this server's memory store
 * and expect the demo posts in their order.
 */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let cookie: string;
test.beforeAll(async ({ request }) => {
  cookie = await signInCookie(request, E2E_ADMIN.username, E2E_ADMIN.password);
});

async function createPost(request: APIRequestContext, title: string, description: string) {
  const res = await request.post('/admin/blogs/add', {
    headers: { cookie },
    multipart: {
      title,
      description,
      imageAlt: 'A laptop showing a page-speed report',
      image: { name: 'e2e.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  expect(res.status(), `POST /admin/blogs/add ${title}`).toBe(201);
  return ((await res.json()) as { blog: { _id: string } }).blog._id;
}

async function deletePosts(request: APIRequestContext, ids: string[]) {
  for (const id of ids) await request.delete(`/admin/blogs/delete/${id}`, { headers: { cookie } });
}

type Post = { _id: string; title: string; slug: string };
async function allPosts(request: APIRequestContext): Promise<Post[]> {
  return (await (await request.get('/frontend/blogs/get')).json()).allBlogs;
}

/** The path of an absolute URL the site wrote with its public origin. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

const MARKDOWN = [
  '# What we shipped',
  '',
  'A **fast** site with `inline code`, [our services](/services) and [a guide](https://web.dev/vitals/).',
  '',
  '## The list',
  '',
  '- Measure first',
  '- Fix the biggest thing',
  '',
  '1. One',
  '2. Two',
  '',
  '> A quote worth keeping.',
  '',
  '```',
  'npm run build',
  '```',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '[click me](javascript:window.__pwned=true) and <img src=x onerror="window.__pwned=true">',
].join('\n');

test.describe('publishing', () => {
  test('a post in Markdown shows its headings, lists, code and links; script and javascript: do nothing', async ({
    page,
    request,
  }) => {
    const title = unique('Markdown post');
    const id = await createPost(request, title, MARKDOWN);
    try {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`/blog/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const body = page.locator('.post-body');
      // Headings start at h2 under the post's title.
      await expect(body.getByRole('heading', { level: 2 })).toHaveText('What we shipped');
      await expect(body.getByRole('heading', { level: 3 })).toHaveText('The list');
      await expect(body.locator('ul > li')).toHaveText(['Measure first', 'Fix the biggest thing']);
      await expect(body.locator('ol > li')).toHaveText(['One', 'Two']);
      await expect(body.locator('blockquote')).toHaveText('A quote worth keeping.');
      await expect(body.locator('pre code')).toHaveText('npm run build');
      await expect(body.locator('p code')).toHaveText('inline code');
      await expect(body.locator('strong')).toHaveText('fast');
      await expect(body.getByRole('link', { name: 'our services' })).toHaveAttribute(
        'href',
        '/services',
      );
      await expect(body.getByRole('link', { name: 'our services' })).not.toHaveAttribute(
        'target',
        /.*/,
      );
      const external = body.getByRole('link', { name: 'a guide' });
      await expect(external).toHaveAttribute('href', 'https://web.dev/vitals/');
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

      // What was typed as HTML is text; the javascript: link is no link.
      await expect(body).toContainText('<script>window.__pwned = true</script>');
      await expect(body).toContainText('<img src=x onerror="window.__pwned=true">');
      await expect(body.locator('script, img[onerror], [onerror]')).toHaveCount(0);
      await expect(body.getByRole('link', { name: 'click me' })).toHaveCount(0);
      await expect(body.locator('a[href^="javascript" i]')).toHaveCount(0);
      const address = page.url();
      await body.getByText(/click me/).click();
      await expect(page).toHaveURL(address);
      expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);

      // Reading time on the post and on its card; the card's excerpt is plain text.
      await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
      await page.goto('/blogs');
      const card = page.getByRole('article').filter({ hasText: title });
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
      const excerpt = (await card.locator('p').last().textContent())!;
      expect(excerpt).toMatch(
        /^What we shipped A fast site with inline code, our services and a guide\. The list Measure first/,
      );
      expect(excerpt).not.toMatch(/[#*`]/);
    } finally {
      await deletePosts(request, [id]);
    }
  });

  test('/blogs/feed.xml is RSS 2.0, linked from the blog pages’ head and the footer', async ({
    page,
    request,
  }) => {
    const res = await request.get('/blogs/feed.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    const posts = await allPosts(request);

    await page.goto('/blogs');
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate).toHaveCount(1);
    expect(pathOf((await alternate.getAttribute('href'))!)).toBe('/blogs/feed.xml');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Blog RSS feed' }),
    ).toHaveAttribute('href', '/blogs/feed.xml');

    // Parsed by the browser's strict XML parser, as a feed reader does.
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const child = (el: Element, name: string) =>
        [...el.children].find((c) => c.tagName === name)?.textContent ?? null;
      const rss = doc.documentElement;
      const channel = [...rss.children].filter((c) => c.tagName === 'channel');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: rss.tagName,
        version: rss.getAttribute('version'),
        channels: channel.length,
        channel: ['title', 'link', 'description'].map((n) => child(channel[0]!, n)),
        items: [...channel[0]!.getElementsByTagName('item')].map((item) => ({
          title: child(item, 'title'),
          link: child(item, 'link'),
          guid: child(item, 'guid'),
          pubDate: child(item, 'pubDate'),
          author: child(item, 'author'),
          description: child(item, 'description'),
        })),
      };
    }, xml);
    expect(feed).toMatchObject({ errors: 0, root: 'rss', version: '2.0', channels: 1 });
    for (const value of feed.channel) expect(value).toBeTruthy();
    expect(feed.items.map((i) => i.title)).toEqual(posts.slice(0, 20).map((p) => p.title));
    feed.items.forEach((item, n) => {
      // The link is the slug address; the guid the id address, which a rename never changes.
      expect(pathOf(item.link!)).toBe(`/blog/${posts[n]!.slug}`);
      expect(item.link).toMatch(/^https?:\/\//);
      expect(pathOf(item.guid!)).toBe(`/blog/${posts[n]!._id}`);
      expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
      expect(item.pubDate).toMatch(/GMT$/);
      expect(item.author).toMatch(/^\S+@\S+ \(.+\)$/);
      expect(item.description!.length).toBeGreaterThan(20);
      expect(item.description).not.toMatch(/##|\*\*|```/);
    });
  });

  test('each post’s og:image is its own card, a 1200×630 PNG; the home and services pages have theirs', async ({
    page,
    request,
  }) => {
    const posts = (await allPosts(request)).slice(0, 2);
    const images: string[] = [];
    for (const post of posts) {
      await page.goto(`/blog/${post._id}`);
      const og = pathOf((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
      expect(og).toContain(`/blog/${post.slug}/opengraph-image`);
      // The Twitter card names no image of its own: X shows og:image.
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(page.locator('meta[name^="twitter:image"]')).toHaveCount(0);
      images.push(og);
    }
    expect(new Set(images).size).toBe(posts.length);

    const cards = [...images];
    for (const path of ['/', '/services', '/service/seo']) {
      await page.goto(path);
      const og = pathOf((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
      expect(og, path).toContain('opengraph-image');
      cards.push(og);
    }
    for (const path of cards) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe('image/png');
      const png = await res.body();
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
      expect(png.length, path).toBeGreaterThan(5_000);
    }
  });

  test('a post titled with emoji and Chinese gets its card from the bundled font, and the server lives on', async ({
    page,
    request,
  }) => {
    // next/og fetches what its font lacks from CDNs; where that failed (this machine has no
    // internet), the card's response errored and the whole server process exited.
    const id = await createPost(request, unique('Launch day 🎉 入门指南'), 'Short.');
    try {
      await page.goto(`/blog/${id}`);
      const og = pathOf((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
      const res = await request.get(og);
      expect(res.status()).toBe(200);
      const png = await res.body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect((await request.get('/')).status()).toBe(200);
    } finally {
      await deletePosts(request, [id]);
    }
  });

  test('30 posts give three list pages with accessible page links; Previous/Next walk the whole list', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const existing = (await allPosts(request)).length;
    expect(existing).toBeLessThanOrEqual(30);
    const made: string[] = [];
    try {
      for (let n = existing + 1; n <= 30; n += 1) {
        made.push(await createPost(request, unique(`Paged post ${n}`), `Post number ${n}.`));
      }
      const posts = await allPosts(request);
      expect(posts).toHaveLength(30);

      const cardTitles = async (p: Page) =>
        p.getByRole('article').getByRole('heading').allTextContents();
      const pagination = (p: Page) => p.getByRole('navigation', { name: 'Blog pages' });

      await page.goto('/blogs');
      expect(await cardTitles(page)).toEqual(posts.slice(0, 12).map((p) => p.title));
      await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/blogs/page/2');
      await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);

      await pagination(page).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/blogs\/page\/2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
      expect(await cardTitles(page)).toEqual(posts.slice(12, 24).map((p) => p.title));
      await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pagination(page).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute(
        'aria-current',
        /.*/,
      );
      await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/blogs');
      await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/blogs/page/3');

      await pagination(page).getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/\/blogs\/page\/3$/);
      expect(await cardTitles(page)).toEqual(posts.slice(24).map((p) => p.title));
      await expect(pagination(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);
      await expect(page.locator('head link[rel="next"]')).toHaveCount(0);

      // Page 1 is /blogs; past the last page is a 404 that still shows the site.
      const first = await request.get('/blogs/page/1', { maxRedirects: 0 });
      expect(first.status()).toBe(308);
      expect(first.headers()['location']).toMatch(/\/blogs$/);
      const past = await page.goto('/blogs/page/4');
      expect(past?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // The sitemap lists the list pages.
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toMatch(/\/blogs\/page\/2<\/loc>/);
      expect(sitemap).toMatch(/\/blogs\/page\/3<\/loc>/);
      expect(sitemap).not.toMatch(/\/blogs\/page\/4<\/loc>/);

      // Next Post from the last post of page 1 is the first of page 2.
      await page.goto(`/blog/${posts[11]!._id}`);
      await page
        .getByRole('navigation', { name: 'More posts' })
        .getByRole('link', { name: /Next Post/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/${posts[12]!.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[12]!.title);
    } finally {
      await deletePosts(request, made);
    }
    // Back to one page: the extra pages are gone on the next visit.
    expect((await request.get('/blogs/page/2')).status()).toBe(404);
  });
});
