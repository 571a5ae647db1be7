import { expect, test, type Page } from '@playwright/test';
import {
  confirmDelete,
  openEditor,
  pngUpload,
  signInAsAdmin,
  toast,
  unique,
} from '../admin/helpers';

/**
 * Case studies end to end: made in the panel with a gallery and results, reached from the home
 * page's dialog and from the page of a service it used; the featured order set in the panel is
 * the home page's.
 */

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

/** The titles of the home page's project cards, in their order. */
async function homeTitles(page: Page): Promise<string[]> {
  await page.goto('/');
  return page.locator('#works .project-card-title').allTextContents();
}

test('a case study made in the panel is reached from the home dialog and its service page', async ({
  page,
}) => {
  // One journey through eleven page loads: on a busy two-core runner it can pass a minute.
  test.slow();
  const title = unique('E2E Case Study');
  const slug = `e2e-case-${Date.now().toString(36)}`;
  await page.goto('/private/admin/projects');
  const form = page.getByRole('form', { name: 'Create Project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Live link').fill('https://case.example.com');
  await form.getByLabel('Image alt text').fill('The storefront on a laptop');
  await form.getByLabel('Description').fill('A storefront rebuilt for speed.');
  await form.getByLabel('Case study slug').fill(slug);
  await form.getByLabel('Client').fill('Case Client Co');
  await form.getByLabel('Industry').fill('Retail');
  await form.getByLabel('Year').fill('2025');
  await form.getByLabel('Services used').fill('seo');
  await form.getByLabel('The challenge').fill('Shoppers left before the page loaded.');
  await form.getByLabel('What we did').fill('We rebuilt the theme and the product pages.');
  // A result without its bar is named by its line.
  await form.getByLabel('Results').fill('3x faster pages');
  await form.getByLabel('Project image').setInputFiles(pngUpload());
  await form.getByRole('button', { name: 'Create Project' }).click();
  // Said beside its field, not again in a toast.
  await expect(
    form.getByText('Results, line 1: write the figure, a bar (|), then the label!'),
  ).toBeVisible();
  await form.getByLabel('Results').fill('3x | faster product pages\n41% | more orders');
  await form
    .getByLabel(/^Images/)
    .setInputFiles([pngUpload('gallery-1.png'), pngUpload('gallery-2.png')]);
  await form
    .getByLabel('Their alt text, one line per image')
    .fill('The product page on a phone\nThe checkout on a laptop');
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project added successfully!')).toBeVisible();

  // From the home page's dialog.
  await page.goto('/');
  await page.locator('#works').getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('img', { name: 'The storefront on a laptop' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Visit the live site/ })).toHaveAttribute(
    'href',
    'https://case.example.com',
  );
  await dialog.getByRole('link', { name: 'Read the case study' }).click();
  await expect(page).toHaveURL(new RegExp(`/work/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Case Client Co')).toBeVisible();
  await expect(page.getByText('41%')).toBeVisible();
  await expect(page.getByText('more orders')).toBeVisible();
  for (const alt of ['The product page on a phone', 'The checkout on a laptop'])
    await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SEO' }).first()).toHaveAttribute(
    'href',
    '/service/seo',
  );
  await expect(page.getByRole('link', { name: /Visit the live site/ })).toBeVisible();

  // From the page of the service it used, and on /work.
  await page.goto('/service/seo');
  const fromService = page
    .getByRole('region', { name: 'Work we did with this service' })
    .getByRole('link', { name: new RegExp(title) });
  await fromService.click();
  await expect(page).toHaveURL(new RegExp(`/work/${slug}$`));
  await page.goto('/work');
  await expect(page.getByRole('button', { name: title })).toBeVisible();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/work/${slug}`);

  // Without its story the project has no page, and its dialog no link to one.
  await page.goto('/private/admin/projects');
  const editor = await openEditor(page, `Edit ${title}`);
  await editor.getByLabel('What we did').fill('');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Project updated successfully!')).toBeVisible();
  expect((await page.goto(`/work/${slug}`))?.status()).toBe(404);
  await page.goto('/');
  await page.locator('#works').getByRole('button', { name: title }).click();
  await expect(
    page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Read the case study' }),
  ).toHaveCount(0);

  await page.goto('/private/admin/projects');
  await confirmDelete(page, `Delete ${title}`);
  await expect(toast(page, 'Project deleted successfully!')).toBeVisible();
});

test('the featured order set in the panel is the home page’s', async ({ page }) => {
  const before = await homeTitles(page);
  expect(before.length).toBeGreaterThan(2);
  const [first, second] = before;

  await page.goto('/private/admin/projects');
  const order = page.getByRole('list', { name: 'Featured projects, in the home page’s order' });
  await order.getByRole('button', { name: `Move down ${first}` }).click();
  await expect(toast(page, 'Project moved successfully!')).toBeVisible();
  expect((await homeTitles(page)).slice(0, 2)).toEqual([second, first]);

  await page.goto('/private/admin/projects');
  await order.getByRole('button', { name: `Move up ${first}` }).click();
  await expect(toast(page, 'Project moved successfully!')).toBeVisible();
  expect(await homeTitles(page)).toEqual(before);
});
