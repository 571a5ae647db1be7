import { expect, test, type Page } from '@playwright/test';
import { pngUpload, signInAsAdmin, tableRows, toast, unique } from './helpers';

/**
 * The Trash end to end: a project deleted in the panel leaves the public site at once (its card
 * on /work and its case study), and restored from the Trash it is back with the same image.
 */

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

/** The project's card on /work, by its title. */
async function workCard(page: Page, title: string) {
  await page.goto('/work');
  return page.locator('main').getByRole('button', { name: title });
}

test('a deleted project leaves the site and comes back from the Trash with its image', async ({
  page,
}) => {
  const title = unique('E2E Trash Project');
  const slug = `e2e-trash-${Date.now().toString(36)}`;
  await page.goto('/private/admin/projects');
  const form = page.getByRole('form', { name: 'Create Project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Live link').fill('https://trash.example.com');
  await form.getByLabel('Image alt text').fill('The binned storefront');
  await form.getByLabel('Description').fill('A project that goes to the Trash and back.');
  await form.getByLabel('Case study slug').fill(slug);
  await form.getByLabel('The challenge').fill('It was deleted by mistake.');
  await form.getByLabel('What we did').fill('We restored it from the Trash.');
  await form.getByLabel('Project image').setInputFiles(pngUpload());
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project added successfully!')).toBeVisible();

  const card = await workCard(page, title);
  await expect(card).toBeVisible();
  // The card's picture is decorative: the button is named by the title.
  const src = await card.locator('img').first().getAttribute('src');
  expect(src).toBeTruthy();
  expect((await page.goto(`/work/${slug}`))?.status()).toBe(200);

  // Deleted: the confirmation says where it goes.
  await page.goto('/private/admin/projects');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
  await expect(dialog.getByText(/kept in the Trash for 30 days/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Project deleted successfully!')).toBeVisible();
  await expect(await workCard(page, title)).toHaveCount(0);
  expect((await page.goto(`/work/${slug}`))?.status()).toBe(404);

  // In the Trash, by kind, who deleted it, and when it goes for good.
  await page.goto('/private/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Project');
  await expect(row).toContainText(/Purged in (29|30) days/);
  await expect(row).toContainText('by ');

  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(toast(page, 'Project restored successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
  const open = page.getByRole('link', { name: `Open “${title}”` });
  await expect(open).toBeVisible();

  const back = await workCard(page, title);
  await expect(back).toBeVisible();
  await expect(back.locator('img').first()).toHaveAttribute('src', src!);
  expect((await page.goto(`/work/${slug}`))?.status()).toBe(200);

  // Deleted again, to be deleted for good.
  await page.goto('/private/admin/projects');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Project deleted successfully!')).toBeVisible();

  // Delete forever asks first; then the item is gone.
  await page.goto('/private/admin/trash');
  const again = page.getByRole('row').filter({ hasText: title });
  await again.getByRole('button', { name: `Delete forever ${title}` }).click();
  const sure = page.getByRole('alertdialog', { name: 'Delete this forever?' });
  await expect(sure.getByText(/cannot be undone/)).toBeVisible();
  await sure.getByRole('button', { name: 'Delete forever', exact: true }).click();
  await expect(toast(page, 'Project deleted forever.')).toBeVisible();
  await expect(again).toHaveCount(0);

  // The Activity screen shows each step, newest first, under the project's kind.
  await page.goto('/private/admin/activity?kind=project');
  const entries = tableRows(page, 'Activity log').filter({ hasText: title });
  await expect(entries).toHaveCount(5);
  for (const [index, action] of [
    'Deleted for good',
    'Deleted',
    'Restored',
    'Deleted',
    'Created',
  ].entries()) {
    await expect(entries.nth(index)).toContainText(action);
  }
});

test('restore gives a link to the restored record’s edit page', async ({ page }) => {
  const title = unique('E2E Trash Link');
  await page.goto('/private/admin/projects');
  const form = page.getByRole('form', { name: 'Create Project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Live link').fill('https://trash-link.example.com');
  await form.getByLabel('Image alt text').fill('A restored card');
  await form.getByLabel('Description').fill('Restored, then opened.');
  await form.getByLabel('Project image').setInputFiles(pngUpload());
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project added successfully!')).toBeVisible();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Project deleted successfully!')).toBeVisible();

  await page.goto('/private/admin/trash');
  const restore = page.getByRole('button', { name: `Restore ${title}` });
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Project restored successfully!')).toBeVisible();
  await page.getByRole('link', { name: `Open “${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Project' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  // The worker's server lives on for other files, whose home page budget counts every project.
  const id = page.url().split('/').pop()!;
  expect((await page.request.delete(`/admin/projects/delete/${id}`)).status()).toBe(203);
});
