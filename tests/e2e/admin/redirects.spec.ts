import { expect, test, type Page } from '@playwright/test';
import { REDIRECT_MESSAGES } from '@/lib/entities/redirect';
import { confirmDelete, expectHydrated, signInAsAdmin, tableRows, toast } from './helpers';

/**
 * Readable addresses through the panel, on the production build: a post renamed in its form is
 * followed from its old address, and the Redirects screen collapses chains and refuses loops and
 * unticked external targets. Every address is unique per run (the server may be reused).
 */

const SHOPIFY_POST = '65f1a3000000000000000003';
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openRedirects(page: Page) {
  await page.goto('/private/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  await expectHydrated(page.getByRole('button', { name: 'Add redirect' }));
}

async function addRule(page: Page, from: string, to: string, external = false) {
  const form = page.getByRole('form', { name: 'Add redirect' });
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('To', { exact: true }).fill(to);
  if (external) await form.getByLabel(/External address/).check();
  await form.getByRole('button', { name: 'Add redirect' }).click();
}

const location = (headers: Record<string, string>) =>
  new URL(headers['location']!, 'http://x').pathname;

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('a published post renamed in its form: the old address and its id lead to the new one', async ({
  page,
  request,
}) => {
  await page.goto(`/private/admin/blog/${SHOPIFY_POST}`);
  const slug = page.getByLabel('Slug');
  await expectHydrated(slug);
  const before = await slug.inputValue();
  expect(before).toMatch(/^[a-z0-9-]+$/);
  const renamed = `shopify-conversion-${run()}`;
  await slug.fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Blog updated successfully!')).toBeVisible();

  const old = await request.get(`/blog/${before}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(location(old.headers())).toBe(`/blog/${renamed}`);
  const byId = await request.get(`/blog/${SHOPIFY_POST}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(308);
  expect(location(byId.headers())).toBe(`/blog/${renamed}`);

  await page.goto(`/blog/${before}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${renamed}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shopify');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/${renamed}$`),
  );

  await openRedirects(page);
  const row = tableRows(page, 'All redirects').filter({ hasText: `/blog/${before}` });
  await expect(row).toContainText(`/blog/${renamed}`);
  await expect(row).toContainText('Renamed post');
});

test('a chain added on the Redirects screen is stored collapsed, and answered so', async ({
  page,
  request,
}) => {
  const id = run();
  const [a, b, c] = [`/go-${id}-a`, `/go-${id}-b`, '/services'];
  await openRedirects(page);
  await addRule(page, a, b);
  await expect(toast(page, 'Redirect added successfully!')).toBeVisible();
  await addRule(page, b, c);
  await expect(tableRows(page, 'All redirects').filter({ hasText: b })).toHaveCount(1);
  const first = tableRows(page, 'All redirects').filter({ hasText: a });
  await expect(first).toContainText(c);
  await expect(first).not.toContainText(b);

  const res = await request.get(`${a}?utm_source=mail`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  const target = new URL(res.headers()['location']!, 'http://x');
  expect(target.pathname).toBe(c);
  expect(target.search).toBe('?utm_source=mail');

  // Deleted after a confirmation: the address is no longer answered by a rule.
  await confirmDelete(page, `Delete the redirect from ${a}`);
  await expect(toast(page, 'Redirect deleted successfully!')).toBeVisible();
  await expect(tableRows(page, 'All redirects').filter({ hasText: a })).toHaveCount(0);
  expect((await request.get(a, { maxRedirects: 0 })).status()).toBe(404);
});

test('a loop is refused, and so is another site without the tick', async ({ page, request }) => {
  const id = run();
  const [x, y] = [`/loop-${id}-x`, `/loop-${id}-y`];
  await openRedirects(page);
  await addRule(page, x, y);
  await expect(toast(page, 'Redirect added successfully!')).toBeVisible();
  await addRule(page, y, x);
  await expect(toast(page, REDIRECT_MESSAGES.chainLoop(x))).toBeVisible();
  await expect(tableRows(page, 'All redirects').filter({ hasText: `${y}` })).toHaveCount(1);

  const away = `/away-${id}`;
  await addRule(page, away, 'https://old-site.example/contact');
  await expect(toast(page, REDIRECT_MESSAGES.external)).toBeVisible();
  await expect(tableRows(page, 'All redirects').filter({ hasText: away })).toHaveCount(0);
  await page
    .getByRole('form', { name: 'Add redirect' })
    .getByLabel(/External address/)
    .check();
  await page
    .getByRole('form', { name: 'Add redirect' })
    .getByRole('button', { name: 'Add redirect' })
    .click();
  await expect(tableRows(page, 'All redirects').filter({ hasText: away })).toHaveCount(1);
  const res = await request.get(away, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers()['location']).toBe('https://old-site.example/contact');
});
