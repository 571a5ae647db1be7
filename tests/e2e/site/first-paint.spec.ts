import { expect, test } from '@playwright/test';

/**
 * A self-hosted server (lib/page-cache-handler.cjs) sends every prerendered public page with the
 * framework's scripts loaded after its first contentful paint: nothing the first paint needs
 * shares the connection with them. Each page still hydrates: the App Router's route announcer,
 * which only its script adds, is there once the page has loaded. (The first request after a page
 * is regenerated gets the fresh render as Next.js writes it, scripts in the head.)
 */
const PAGES = ['/', '/services', '/service/seo', '/blogs', '/contact', '/auth/login'];

test('each public page requests its scripts only after its first contentful paint, then hydrates', async ({
  page,
  request,
}) => {
  const { allBlogs } = (await (await request.get('/frontend/blogs/get')).json()) as {
    allBlogs: { _id: string }[];
  };
  for (const path of [...PAGES, `/blog/${allBlogs[0]._id}`]) {
    // A page an earlier test changed is rendered afresh for its next request and sent as Next.js
    // writes it; it is served from the cache, through the handler, from the one after.
    expect((await request.get(path)).status(), path).toBe(200);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const html = await response!.text();
    expect(html, `${path}: scripts in the head`).not.toMatch(
      /<script src="\/_next\/static\/[^"]+" async="">/,
    );
    expect(html, `${path}: the loader`).toContain('data-scripts-after-paint');

    await expect(page.locator('next-route-announcer'), `${path}: hydrated`).toHaveCount(1);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(r.name).pathname))
        .map((r) => r.startTime),
    }));
    expect(paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(scripts.length, `${path}: scripts loaded`).toBeGreaterThan(0);
    expect(Math.min(...scripts), `${path}: first script requested (ms)`).toBeGreaterThanOrEqual(
      paint!,
    );
  }
});
