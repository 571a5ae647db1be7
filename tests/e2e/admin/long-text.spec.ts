import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngUpload, signInAsAdmin, tableRows, toast } from './helpers';

/**
 * What admins paste is not always short: a 200-character title with no space, a raw URL, a long
 * code line, an Arabic name. On a phone none of it may widen the page past the screen, dialogs
 * keep it inside their box, and right-to-left text reads right to left.
 */

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

const ARABIC = 'متجر إلكتروني (نسخة ٢)!';

/** One unbroken word of `length` characters, unique per run (the e2e server's store outlives it). */
function word(first: string, length: number) {
  return `${first}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.padEnd(length, 'x');
}

async function expectNoSideScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** `inner` lies within `outer` from side to side and, unless it is a text box, wraps its text. */
async function expectWithin(inner: Locator, outer: Locator, what: string, wraps = true) {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  expect(a.x, what).toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width, what).toBeLessThanOrEqual(b.x + b.width);
  if (wraps) {
    expect(await inner.evaluate((el) => el.scrollWidth <= el.clientWidth), what).toBe(true);
  }
}

async function direction(locator: Locator) {
  return locator.evaluate((el) => getComputedStyle(el).direction);
}

test('blogs: long unbroken title, URL, word, code line and link text stay within a phone screen', async ({
  page,
}) => {
  const title = word('T', 200);
  const markdown = [
    `See https://example.com/${'a'.repeat(280)} for more.`,
    '',
    'W'.repeat(300),
    '',
    '```',
    `const line = '${'y'.repeat(300)}';`,
    '```',
    '',
    `[${'L'.repeat(300)}](https://example.com/docs)`,
  ].join('\n');

  await page.goto('/private/admin/blogs');
  const form = page.getByRole('form', { name: 'Create Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill(markdown);
  await form.getByRole('tab', { name: 'Preview' }).click();
  const preview = form.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.locator('pre code')).toContainText('const line');
  await expectNoSideScroll(page, 'create page, Preview open');
  await expectWithin(form.getByLabel('Title'), form, 'the Title field', false);
  // The code line scrolls inside its own box.
  const code = preview.locator('pre');
  await expectWithin(preview, form, 'the preview');
  expect(await code.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await form.getByLabel('Cover image').setInputFiles(pngUpload());
  await form.getByLabel('Alt text').fill('A laptop showing a page-speed report');
  await form.getByRole('button', { name: 'Create Blog' }).click();
  await expect(toast(page, 'Blog added successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Blogs').first()).toContainText(title.slice(0, 20));
  await expectNoSideScroll(page, 'list page');

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Blog' })).toBeVisible();
  const editing = page.getByText(`Editing ${title}`);
  await expect(editing).toBeVisible();
  await expectNoSideScroll(page, 'edit page');
  await expectWithin(editing, page.locator('main'), 'the "Editing" line');

  await page.goto('/private/admin/blogs');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this blog?' });
  await expect(dialog).toBeVisible();
  await expectNoSideScroll(page, 'delete dialog open');
  await expectWithin(dialog.getByRole('heading', { level: 2 }), dialog, "the dialog's title");
  await expectWithin(dialog.getByText(/kept in the Trash for 30 days/), dialog, 'the question');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Blog deleted successfully!')).toBeVisible();
});

test('projects: an Arabic title reads right to left in its field, its row and its delete question', async ({
  page,
}) => {
  const title = `${ARABIC} ${Date.now().toString(36)}`;
  await page.goto('/private/admin/projects');
  const form = page.getByRole('form', { name: 'Create Project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Live link').fill(`https://example.com/${'p'.repeat(300)}`);
  await form.getByLabel('Description').fill(`${ARABIC} وصف المشروع.`);
  expect(await direction(form.getByLabel('Title'))).toBe('rtl');
  expect(await direction(form.getByLabel('Description'))).toBe('rtl');
  expect(await direction(form.getByLabel('Live link'))).toBe('ltr');
  await expectNoSideScroll(page, 'create page');

  await form.getByLabel('Project image').setInputFiles(pngUpload());
  await form.getByLabel('Image alt text').fill(`${ARABIC} لقطة شاشة`);
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project added successfully!')).toBeVisible();
  const row = tableRows(page, 'All Projects').filter({ hasText: title });
  expect(await direction(row.getByText(title))).toBe('rtl');
  await expectNoSideScroll(page, 'list page');

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Project' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  expect(await direction(page.getByLabel('Title'))).toBe('rtl');
  await expectNoSideScroll(page, 'edit page');

  await page.goto('/private/admin/projects');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
  await expect(dialog).toBeVisible();
  // The name keeps its own direction inside the English sentence: "!" and the brackets stay put.
  expect(await direction(dialog.getByText(title))).toBe('rtl');
  await expectNoSideScroll(page, 'delete dialog open');
  await expectWithin(dialog.getByRole('heading', { level: 2 }), dialog, "the dialog's title");
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Project deleted successfully!')).toBeVisible();
});
