import { expect, test } from '@playwright/test';

test.describe('search engines and sharing', () => {
  test('an unknown path is a 404 with the public site, marked noindex', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We Design, We Develop');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the 404 sets the site’s own fonts, as every other page does', async ({ request }) => {
    const fonts = async (path: string) => {
      const html = await (await request.get(path)).text();
      return /<html[^>]*class="([^"]+)"/.exec(html)?.[1];
    };
    const home = await fonts('/');
    expect(home).toMatch(/\S+ \S+/);
    expect(await fonts('/this/page/does-not-exist')).toBe(home);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a URL no route matches is a 404 served whole: the site shows before any script runs', async ({
      page,
    }) => {
      for (const path of ['/this/page/does-not-exist', '/service/not-a-service']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('We Grow Brands');
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page).toHaveTitle('Page not found | Nimbus Studio');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
    });
  });

  test('each page has its title, description, canonical URL, Open Graph and Twitter card', async ({
    page,
  }) => {
    // The home, services and service pages draw their own card; the others share the site's.
    for (const [path, title, card] of [
      ['/', /Nimbus Studio/, /\/opengraph-image(-\w+)?\/card\?\w+$/],
      [
        '/services',
        /^Services \| Nimbus Studio$/,
        /\/services\/opengraph-image(-\w+)?\/card\?\w+$/,
      ],
      ['/service/seo', /SEO/, /\/service\/seo\/opengraph-image-\w+\?\w+$/],
      ['/blogs', /^Blog \| Nimbus Studio$/, /\/og\/default\.png$/],
      ['/contact', /^Contact \| Nimbus Studio$/, /\/og\/default\.png$/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path === '/' ? '/?' : path}$`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      // X falls back to og:image and its alt text; a copy under twitter:* would only add bytes.
      await expect(page.locator('meta[name^="twitter:image"]')).toHaveCount(0);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('the home and services cards are drawn, and described under the site’s name', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/services']) {
      await page.goto(path);
      const image = page.locator('meta[property="og:image"]');
      // The address is absolute on the site's public origin: fetch its path from this server.
      const url = new URL((await image.getAttribute('content'))!);
      const card = await request.get(`${url.pathname}${url.search}`);
      expect(card.status(), path).toBe(200);
      expect(card.headers()['content-type'], path).toBe('image/png');
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        'content',
        /^Nimbus Studio/,
      );
    }
  });

  test('structured data: the organisation on the home page and each post, no FAQ block', async ({
    page,
  }) => {
    const types = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t)['@type'],
      );
    await page.goto('/');
    expect(await types()).toEqual(['Organization']);
    await page.goto('/blogs');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\//);
    expect(await types()).toContain('BlogPosting');
  });

  test('robots.txt keeps /private and /auth out; the sitemap lists pages, services and posts', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/private/);
    expect(robots).toMatch(/Disallow: \/auth/);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/services',
      '/contact',
      '/blogs',
      '/service/web-development',
      '/service/brand-management',
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).toMatch(/\/blog\/[a-z0-9-]+<\/loc>/);
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });

  test('the tab icon is the ICO alone: no SVG icon for the browser to lay out as a document', async ({
    request,
  }) => {
    for (const path of ['/', '/blogs', '/auth/login']) {
      const html = await (await request.get(path)).text();
      const icons = [...html.matchAll(/<link[^>]*rel="icon"[^>]*>/g)].map(([tag]) => tag);
      expect(icons, path).toHaveLength(1);
      expect(icons[0], path).toMatch(/href="\/favicon\.ico[?"]/);
      // Nor in the payload, from which React would add it to the head after hydrating.
      expect(html, path).not.toContain('icon.svg');
    }
    const ico = await (await request.get('/favicon.ico')).body();
    // An ICO (reserved 0, type 1) with its 16, 32 and 48 px images.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + i * 16]);
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 32, 48]);
  });
});
