import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SECURITY_HEADERS } from './helpers';

/**
 * What a stranger's requests can make the production server keep or compute: made-up addresses
 * add nothing to the page cache, the image optimizer takes one spelling of each local image,
 * and the social cards are drawn once and cached.
 */

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A request sent with its path exactly as written (`//blogs`), as a raw client would. */
function raw(baseURL: string, method: string, address: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path: address }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every file the server keeps whose path names one of these addresses' last segments: its
 * prerendered pages and the pages it renders later (route-cache). Other workers' servers share
 * the build folder, so only files these addresses could have made are counted.
 */
function cachedFilesNaming(names: string[]): string[] {
  const root = path.join(process.env.NEXT_DIST_DIR || '.next', 'server');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return files.filter((file) => names.some((name) => file.includes(name)));
}

test.describe('made-up addresses add nothing to the page cache', () => {
  test('40 made-up post ids and 40 made-up sign-in paths: no new file; each shows the real page', async ({
    request,
  }) => {
    const blogs = await (await request.get('/blogs')).text();
    const first = /href="\/blog\/([a-z0-9-]+)"/.exec(blogs)![1]!;
    const made = await request.get(`/blog/${hex(12)}`, { maxRedirects: 0 });
    expect(made.status()).toBe(307);
    expect(new URL(made.headers()['location']!, 'http://x').pathname).toBe(`/blog/${first}`);
    // Another spelling of a real slug is sent to the slug as the post has it, for good.
    const upper = await request.get(`/blog/${first.toUpperCase()}`, { maxRedirects: 0 });
    expect(upper.status()).toBe(308);
    expect(new URL(upper.headers()['location']!, 'http://x').pathname).toBe(`/blog/${first}`);

    // The pages the made-up addresses lead to, once each first: a page past its revalidate
    // time is regenerated (and stored) by its next request, whoever makes it.
    for (const page of [`/blog/${first}`, '/auth/login']) {
      await request.get(page);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await request.get(page)).status()).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const names: string[] = [];
    for (let i = 0; i < 40; i++) {
      const id = i % 2 ? hex(12) : `made-up-${hex(4)}`;
      const authPath = hex(5);
      names.push(id, authPath);
      const post = await request.get(`/blog/${id}`, { maxRedirects: 0 });
      expect(post.status()).toBe(307);
      expect(new URL(post.headers()['location']!, 'http://x').pathname).toBe(`/blog/${first}`);
      const auth = await request.get(`/auth/${authPath}`, { maxRedirects: 0 });
      expect(auth.status()).toBe(307);
      expect(new URL(auth.headers()['location']!, 'http://x').pathname).toBe('/auth/login');
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(cachedFilesNaming(names)).toEqual([]);
    // Followed, a made-up address shows the first post, and one under /auth the sign-in form.
    const shown = await request.get(`/blog/${hex(12)}`);
    expect(new URL(shown.url()).pathname).toBe(`/blog/${first}`);
    expect(await (await request.get(`/auth/${hex(5)}`)).text()).toContain(
      'Welcome! Login to continue',
    );
  });
});

test.describe('made-up service and case-study slugs and blog list pages add nothing to the page cache', () => {
  test('20 of each: a 404 that shows the site, and no new file', async ({ request }) => {
    const names: string[] = [];
    for (let i = 0; i < 20; i++) {
      const slug = `made-up-${hex(4)}`;
      const page = String(1000 + Math.floor(Math.random() * 1e6));
      names.push(slug, `/blogs/page/${page}`);
      const addresses = [
        `/service/${slug}`,
        `/work/${slug}`,
        `/work/${slug}/opengraph-image`,
        `/blogs/page/${page}`,
      ];
      for (const address of addresses) {
        const res = await request.get(address, { maxRedirects: 0 });
        expect(res.status(), address).toBe(404);
        expect(await res.text(), address).toContain('We Grow Brands');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(cachedFilesNaming(names)).toEqual([]);
  });
});

test.describe('the image optimizer: the site’s images, one spelling each', () => {
  test('a page, or any spelling of an image path but its own, is a 400 and never decoded', async ({
    request,
  }) => {
    const image = (url: string) => request.get(`/_next/image?url=${url}&w=640&q=75`);
    expect((await image('%2Fog%2Fdefault.png')).status()).toBe(200);
    for (const url of [
      '/private/admin',
      '/og/../og/default.png',
      '/og/./default.png',
      '/v1/..%2Fog/default.png',
      '/og/%2e%2e/og/default.png',
      '/og/%64efault.png',
      '/og/default.png?x=1',
      '/og//default.png',
    ]) {
      const res = await image(encodeURIComponent(url));
      expect(res.status(), url).toBe(400);
    }
  });
});

test.describe('social cards are drawn once per post', () => {
  test('any query string gets the cached card with a long s-maxage; a made-up id goes to a real card', async ({
    request,
  }) => {
    const blogs = await (await request.get('/blogs')).text();
    const id = /href="\/blog\/([a-z0-9-]+)"/.exec(blogs)![1]!;
    const page = await (await request.get(`/blog/${id}`)).text();
    const card = /property="og:image" content="[^"]*?(\/blog\/[^"?]+)/.exec(page)![1]!;
    for (const query of ['', `?v=${hex(4)}`, `?v=${hex(4)}`]) {
      const res = await request.get(`${card}${query}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
      const maxAge = Number(/s-maxage=(\d+)/.exec(res.headers()['cache-control'] ?? '')?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(3600);
    }
    const madeUp = await request.get(card.replace(id, hex(12)), { maxRedirects: 0 });
    expect(madeUp.status()).toBe(307);
  });
});

test.describe('every answer carries the security headers', () => {
  test('the trailing-slash redirects too', async ({ baseURL }) => {
    // (`//blogs` is answered by Next.js before any header rule or proxy: README, "nginx".)
    for (const address of ['/blogs/', '/contact/', '/blog/x/']) {
      const res = await raw(baseURL!, 'GET', address);
      expect(res.status, address).toBe(308);
      expect(new URL(res.headers.location!, baseURL).pathname, address).toBe(
        address.replace(/\/$/, ''),
      );
      for (const name of SECURITY_HEADERS)
        expect(res.headers[name], `${address} ${name}`).toBeTruthy();
    }
  });
});
