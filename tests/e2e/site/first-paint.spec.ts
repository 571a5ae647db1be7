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

/**
 * Every page holds its first paint until its markup is parsed (app/document.tsx): the head's
 * `<link rel="expect" blocking="render">` names the empty element that closes the body's markup,
 * after the page's content and its footer, before the inline payload. Were that element missing, Chromium would hold
 * the paint until the whole document had arrived; were it misplaced, the page would paint before
 * its content or after its payload.
 */
test('each public page holds its first paint until its markup is parsed, and no longer', async ({
  page,
  request,
}) => {
  const { allBlogs } = (await (await request.get('/frontend/blogs/get')).json()) as {
    allBlogs: { _id: string }[];
  };
  for (const path of [...PAGES, `/blog/${allBlogs[0]._id}`, '/no-such-page']) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const links = document.head.querySelectorAll('link[rel="expect"]');
      const target = links.length === 1 ? links[0].getAttribute('href') : null;
      const end = target ? document.querySelectorAll(target) : [];
      const after: string[] = [];
      for (let node = end[0]?.nextElementSibling; node; node = node.nextElementSibling) {
        after.push(node.tagName);
      }
      const content = [...document.querySelectorAll('main, footer')];
      return {
        expectLinks: links.length,
        blocking: links[0]?.getAttribute('blocking'),
        targets: end.length,
        parent: end[0]?.parentElement?.tagName,
        hidden: end[0] instanceof HTMLElement && end[0].hidden,
        empty: end[0]?.childNodes.length === 0,
        afterContent:
          content.length > 0 &&
          content.every(
            (element) =>
              end[0] && element.compareDocumentPosition(end[0]) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        after,
      };
    });
    expect(found.expectLinks, path).toBe(1);
    expect(found.blocking, path).toBe('render');
    expect(found.targets, `${path}: the element the paint waits for`).toBe(1);
    expect(found.parent, path).toBe('BODY');
    expect(found.hidden && found.empty, `${path}: empty and hidden`).toBe(true);
    expect(found.afterContent, `${path}: after the main content and the footer`).toBe(true);
    // After it only the payload and the scripts (and the route announcer, which hydration adds at
    // the end of the body), never the page's content.
    for (const tag of found.after) expect(['SCRIPT', 'NEXT-ROUTE-ANNOUNCER'], path).toContain(tag);
    // And the page paints.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 5_000 },
    );
  }
});
