import { expect, test, type Page } from '@playwright/test';
import { pngUpload, signInAsAdmin, signInWithForm, tableRows, toast, unique } from './helpers';

const DENIED = "You don't have permission to access this page.";

/** An admin adds an account with this role through the users screen. */
async function addAccount(page: Page, role: 'editor' | 'user') {
  const username = unique(role).replace(/\s+/g, '-');
  const password = `${role}-password-123`;
  await page.goto('/private/admin/users');
  const form = page.getByRole('form', { name: 'Add New User' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User added successfully!')).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: `Role of ${username}`, exact: true }),
  ).toHaveValue(role);
  return { username, password };
}

test('an editor writes a post but is refused the inbox, the users and the export', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const editor = await addAccount(page, 'editor');

  const context = await browser.newContext();
  const writer = await context.newPage();
  await signInWithForm(writer, editor.username, editor.password);
  await expect(writer).toHaveURL(/\/private\/admin$/);
  // The header offers only what an editor may use; the dashboard has no contact history.
  const nav = writer.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText([
    'Main',
    'Projects',
    'Team',
    'Reviews',
    'Blogs',
    'Comments',
    'Services',
    'FAQs',
    'Trash',
  ]);
  await expect(
    writer.getByRole('heading', { name: `Welcome back, ${editor.username}!` }),
  ).toBeVisible();
  await expect(writer.getByText('Total Projects')).toBeVisible();
  await expect(writer.getByText('Total Messages')).toHaveCount(0);
  await expect(writer.getByRole('heading', { name: 'Contact History' })).toHaveCount(0);

  // The editor writes a post through the panel, and it is on the public blog.
  const title = unique('Editor post');
  await nav.getByRole('link', { name: 'Blogs' }).click();
  const form = writer.getByRole('form', { name: 'Create Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Written by an editor of the end-to-end suite.');
  await expect(form.getByLabel('Author')).toHaveValue(`user:${editor.username}`);
  await form.getByLabel('Cover image').setInputFiles(pngUpload());
  await form.getByLabel('Alt text').fill('A desk with a notebook');
  await form.getByRole('button', { name: 'Create Blog' }).click();
  await expect(toast(writer, 'Blog added successfully!')).toBeVisible();
  await expect(tableRows(writer, 'All Blogs').first()).toContainText(title);
  await writer.goto('/blogs');
  await expect(writer.getByRole('heading', { name: title })).toBeVisible();
  // The worker's server lives on for other files, whose blog list starts with the seeded posts.
  const { allBlogs } = (await (await writer.request.get('/admin/blogs/get')).json()) as {
    allBlogs: { _id: string; title: string }[];
  };
  const post = allBlogs.find((b) => b.title === title)!;
  expect((await writer.request.delete(`/admin/blogs/delete/${post._id}`)).status()).toBe(203);

  // The pages an editor may not use show the permission screen, whatever the address.
  for (const path of [
    '/private/admin/users',
    '/private/admin/settings',
    '/private/admin/redirects',
  ]) {
    await writer.goto(path);
    await expect(writer.getByText(DENIED)).toBeVisible();
    await expect(writer.getByRole('table')).toHaveCount(0);
  }

  // The same calls made directly are refused by the server.
  for (const path of ['/admin/main/get', '/admin/main/contact/export', '/auth/users']) {
    const res = await writer.request.get(path);
    expect(res.status(), path).toBe(403);
    expect(await res.json()).toEqual({ message: DENIED });
  }

  // Their own account page: their role, and their password.
  await writer.getByRole('link', { name: `Signed in as ${editor.username}: your account` }).click();
  await expect(writer.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(writer.getByText(/^Editor/)).toBeVisible();
  await expect(writer.getByRole('form', { name: 'Your password' })).toBeVisible();
  await context.close();

  // The admin sees the editor's sign-in and post on the Activity screen, filtered by person.
  await page.goto('/private/admin/activity');
  const filter = page.getByRole('search', { name: 'Filter the activity log' });
  await filter.getByLabel('Person').selectOption({ label: editor.username });
  await filter.getByRole('button', { name: 'Filter' }).click();
  const rows = tableRows(page, 'Activity log');
  const posts = rows.filter({ hasText: title });
  await expect(posts.filter({ hasText: 'Created' })).toHaveCount(1);
  await expect(posts.filter({ hasText: 'Deleted' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: editor.username })).toHaveCount(0);
});

test('a role change applies on that person’s next page load', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const account = await addAccount(page, 'user');

  const context = await browser.newContext();
  const person = await context.newPage();
  await signInWithForm(person, account.username, account.password);
  await expect(person.getByText(DENIED)).toBeVisible();

  // The admin makes them an editor: confirmed first, then the row and a notice say so.
  const select = page.getByRole('combobox', { name: `Role of ${account.username}`, exact: true });
  await select.selectOption('editor');
  const dialog = page.getByRole('alertdialog', { name: `Make ${account.username} an editor?` });
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(toast(page, `${account.username} is now an editor.`)).toBeVisible();
  await expect(select).toHaveValue('editor');

  await person.reload();
  await expect(person.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(person.getByText(DENIED)).toHaveCount(0);

  // And back: the same cookie sees the permission screen again on the next load.
  await select.selectOption('user');
  await page
    .getByRole('alertdialog', { name: `Make ${account.username} a user?` })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expect(toast(page, `${account.username} is now a user.`)).toBeVisible();
  await person.reload();
  await expect(person.getByText(DENIED)).toBeVisible();
  await expect(person.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await context.close();
});
