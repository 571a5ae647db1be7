import { expect, test } from '@playwright/test';
import { confirmDelete, signInAsAdmin, signInWithForm, tableRows, toast, unique } from './helpers';
import { holdScripts } from '../site/helpers';

test('an admin adds a User-role account; that account only sees the permission screen', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/private/admin/users');
  const username = unique('viewer').replace(/\s+/g, '-');
  const password = 'viewer-password-123';

  const form = page.getByRole('form', { name: 'Add New User' });
  await expect(form.getByLabel('Role')).toHaveValue('admin');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Role').selectOption('user');
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User added successfully!')).toBeVisible();
  const first = tableRows(page, 'Manage Users').first();
  await expect(first).toContainText(username);
  await expect(first).toContainText('••••••••');
  await expect(first).toContainText('User');

  // Your own account cannot be deleted, and the screen says so.
  const own = page.getByRole('button', { name: 'Delete user admin' });
  await expect(own).toBeDisabled();
  await expect(tableRows(page, 'Manage Users').filter({ hasText: 'Your account' })).toHaveCount(1);

  // The new account signs in elsewhere and meets the permission screen.
  const other = await browser.newContext();
  const viewer = await other.newPage();
  await signInWithForm(viewer, username, password);
  await expect(viewer.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  await expect(viewer.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  // No admin data reaches it: the admin API refuses it too.
  expect((await viewer.request.get('/admin/main/get')).status()).toBe(403);
  await viewer.getByRole('button', { name: 'Sign out' }).click();
  await expect(viewer).toHaveURL(/\/$/);
  await viewer.goto('/private/admin');
  await expect(viewer).toHaveURL(/\/auth\/login$/);
  await other.close();

  await confirmDelete(page, `Delete user ${username}`);
  await expect(toast(page, 'User deleted successfully!')).toBeVisible();
  await expect(tableRows(page, 'Manage Users').filter({ hasText: username })).toHaveCount(0);
});

test('a username already in use is refused with the reason, and the form keeps what was typed', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/private/admin/users');
  const form = page.getByRole('form', { name: 'Add New User' });
  // The store was created at start-up, in the instrumentation hook's bundle: its refusal must
  // still reach the client as the 409 it is (it answered 500 when matched by class identity).
  await form.getByLabel('Username').fill('ADMIN');
  await form.getByLabel('Email').fill('second-admin@example.com');
  await form.getByLabel('Password').fill('another-password-123');
  const answer = page.waitForResponse((res) => res.url().endsWith('/auth/signup'));
  await form.getByRole('button', { name: 'Add User' }).click();
  expect((await answer).status()).toBe(409);
  await expect(toast(page, 'That username is already taken!')).toBeVisible();
  await expect(form.getByLabel('Username')).toHaveValue('ADMIN');
  await expect(form.getByLabel('Email')).toHaveValue('second-admin@example.com');
  await expect(tableRows(page, 'Manage Users').filter({ hasText: 'second-admin' })).toHaveCount(0);
});

test('a password sent before the panel’s script runs never goes into the address', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const release = await holdScripts(page);
  await page.goto('/private/admin/users', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Your password' });
  await form.getByLabel('Current password').fill('a-secret-typed-early');
  const posted = page.waitForRequest((req) => req.method() === 'POST');
  await form.getByLabel('Current password').press('Enter');
  expect((await posted).url()).not.toContain('secret');
  release();
  await page.waitForLoadState();
  expect(page.url()).not.toContain('secret');
});
