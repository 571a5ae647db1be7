import { expect, test } from '@playwright/test';
import { pngUpload, signInAsAdmin, signInWithForm, tableRows, toast, unique } from './helpers';

/**
 * The Activity screen as an admin reads it: an edit made in the panel shows with its old and new
 * values, a stranger's failed sign-in shows with the name tried, and the filters live in the
 * address, so a filtered view survives a reload.
 */

const ACTIVITY = '/private/admin/activity';

test('an edit in the panel shows on the Activity screen with its old and new title', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const title = unique('Activity Project');
  const renamed = `${title} v2`;
  const created = await page.request.post('/admin/projects/add', {
    multipart: {
      title,
      description: 'Made for the activity log.',
      link: 'https://activity.example.com',
      imageAlt: 'The activity project on a laptop',
      image: pngUpload(),
    },
  });
  expect(created.status()).toBe(201);
  const { project } = (await created.json()) as { project: { _id: string } };

  await page.goto(`/private/admin/project/${project._id}`);
  await page.getByLabel('Title').fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Project updated successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(ACTIVITY);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const row = tableRows(page, 'Activity log').filter({ hasText: renamed }).first();
  await expect(row).toContainText('Updated');
  await expect(row).toContainText('Project');
  await expect(row).toContainText('admin');
  await expect(row.getByRole('listitem')).toContainText('Title:');
  await expect(row.locator('del')).toHaveText(title);
  await expect(row.locator('ins')).toHaveText(renamed);
  await expect(row.locator('time')).toHaveAttribute('title', /UTC/);
  // The worker's server lives on for other files, whose home page budget counts every project.
  const removed = await page.request.delete(`/admin/projects/delete/${project._id}`);
  expect(removed.status()).toBe(203);
});

test('a failed sign-in shows with the name that was tried; the kind filter narrows the list and survives a reload', async ({
  page,
  browser,
}) => {
  const stranger = await browser.newContext();
  const tried = unique('nobody').replace(' ', '-');
  const strangerPage = await stranger.newPage();
  await signInWithForm(strangerPage, tried, 'not-the-password');
  await expect(toast(strangerPage, 'Invalid username or password!')).toBeVisible();
  await stranger.close();

  await signInAsAdmin(page);
  await page.goto(ACTIVITY);
  const failed = tableRows(page, 'Activity log').filter({ hasText: tried });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('Failed sign-in');
  await expect(failed).toContainText('Not signed in');

  const filter = page.getByRole('search', { name: 'Filter the activity log' });
  await filter.getByLabel('Kind of record').selectOption({ label: 'Session' });
  await filter.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]kind=session/);
  const rows = tableRows(page, 'Activity log');
  await expect(rows.filter({ hasText: tried })).toHaveCount(1);
  // Only sessions: no project's entry is left.
  await expect(rows.filter({ hasText: 'Project' })).toHaveCount(0);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);

  await page.reload();
  await expect(page).toHaveURL(/[?&]kind=session/);
  await expect(filter.getByLabel('Kind of record')).toHaveValue('session');
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasText: 'Project' })).toHaveCount(0);

  await filter.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(ACTIVITY);
  await expect(filter.getByLabel('Kind of record')).toHaveValue('');
});
