import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pngUpload, signInAsAdmin, tableRows, toast, unique } from './helpers';

/**
 * Drafts, schedules and private previews on the production build, through the panel: a draft
 * is on no public surface; scheduled two minutes ahead, it appears with nobody signed in (the
 * server's own timer calls the cron endpoint: PUBLISH_CHECK_SECONDS in playwright.config.ts);
 * its preview link opens it signed out until revoked. The test deletes its post at the end.
 */

const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A time `minutes` from now as a datetime-local value in UTC (the e2e server's zone). */
const inMinutes = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

/** Everything public a visitor (or a crawler) reads, as text, fetched without a session. */
async function publicSurfaces(request: APIRequestContext, id: string) {
  const get = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    return res.text();
  };
  const [home, blogs, post, sitemap, feed, api, apiMain] = await Promise.all([
    get('/'),
    get('/blogs'),
    get(`/blog/${id}`),
    get('/sitemap.xml'),
    get('/blogs/feed.xml'),
    get('/frontend/blogs/get'),
    get('/frontend/blogs/get-main'),
  ]);
  return { home, blogs, post, sitemap, feed, api, apiMain };
}

test('a draft is nowhere public, appears on its schedule with nobody signed in, and previews signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const title = unique('E2E Draft');
  const visitor = await browser.newContext();
  const anonymous = visitor.request;

  // Written as a draft through the panel.
  await signInAsAdmin(page);
  await page.goto('/private/admin/blogs');
  const form = page.getByRole('form', { name: 'Create Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Written by the end-to-end suite as a draft.');
  await form.getByLabel('Cover image').setInputFiles(pngUpload());
  await form.getByLabel('Alt text').fill('A laptop showing a page-speed report');
  await form.getByLabel('Status').selectOption('draft');
  await form.getByRole('button', { name: 'Create Blog' }).click();
  await expect(toast(page, 'Blog added successfully!')).toBeVisible();
  const row = tableRows(page, 'All Blogs').filter({ hasText: title });
  await expect(row.locator('[data-state="Draft"]')).toBeVisible();
  await shoot(page, 'blogs-list-draft');

  const list = await (await page.request.get('/admin/blogs/get')).json();
  const id = (list.allBlogs as { _id: string; title: string }[]).find(
    (b) => b.title === title,
  )!._id;

  let seen = await publicSurfaces(anonymous, id);
  for (const [surface, text] of Object.entries(seen)) {
    expect(text, `${surface} shows no draft`).not.toContain(title);
  }
  expect(seen.sitemap).not.toContain(id);

  // Scheduled two minutes ahead from its edit page.
  await page.goto(`/private/admin/blog/${id}`);
  await page.getByLabel('Status').selectOption('scheduled');
  await page.getByLabel('Publish at', { exact: true }).fill(inMinutes(2));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Blog updated successfully!')).toBeVisible();

  // A preview link, opened signed out: the whole post, never indexed, never stored.
  await page.getByRole('button', { name: 'Create preview link' }).click();
  await expect(toast(page, 'Preview link created.')).toBeVisible();
  const href = (await page.locator('[data-preview-link]').first().getAttribute('href'))!;
  await shoot(page, 'blog-edit-scheduled');
  const path = new URL(href).pathname;
  const preview = await visitor.newPage();
  const answer = await preview.goto(path);
  expect(answer!.headers()['cache-control']).toMatch(/no-store/);
  expect(answer!.headers()['cache-control']).toMatch(/private/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The dashboard lists what is scheduled, and when.
  await page.goto('/private/admin');
  const scheduled = page.getByRole('region', { name: 'Scheduled' });
  await expect(scheduled).toContainText(title);
  await expect(scheduled).toContainText('Publishes');
  await shoot(page, 'dashboard-scheduled');

  seen = await publicSurfaces(anonymous, id);
  expect(seen.blogs, 'still scheduled ahead').not.toContain(title);

  // Nobody signed in from here: the server's own timer must publish it.
  await page.goto('about:blank');
  await expect
    .poll(async () => (await anonymous.get('/blogs')).text(), {
      timeout: 4 * 60_000,
      intervals: [5_000],
    })
    .toContain(title);
  seen = await publicSurfaces(anonymous, id);
  expect(seen.post).toContain(title);
  // Listed under its slug address, as every post is.
  const listed = (JSON.parse(seen.api) as { allBlogs: { _id: string; slug: string }[] }).allBlogs;
  const slug = listed.find((post) => post._id === id)?.slug;
  expect(slug).toBeTruthy();
  expect(seen.sitemap).toContain(`/blog/${slug}</loc>`);
  expect(seen.feed).toContain(title);
  expect(seen.api).toContain(title);
  expect(seen.home).toContain(title);

  // Revoked: the link shows a clear page, not the post; so does a tampered one.
  await page.goto(`/private/admin/blog/${id}`);
  await page.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(toast(page, 'Preview link revoked.')).toBeVisible();
  await preview.goto(path);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'This preview link was revoked',
  );
  const tampered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
  await preview.goto(tampered);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'This preview link is not valid',
  );

  await page.request.delete(`/admin/blogs/delete/${id}`);
  await visitor.close();
});

test('the cron endpoint refuses callers without the secret and answers the scheduler', async ({
  request,
}) => {
  expect((await request.get('/api/cron/publish')).status()).toBe(401);
  const res = await request.get('/api/cron/publish', {
    headers: { Authorization: 'Bearer e2e-cron-secret' },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(await res.json()).toMatchObject({ due: expect.any(Number) });
});
