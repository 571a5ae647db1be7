import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

/** A real 1×1 PNG: the server checks the bytes, not the declared type. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export function pngUpload(name = 'e2e.png') {
  return { name, mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') };
}

/** Unique per run: the e2e server may be reused between runs, and its store lives as long. */
export function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Signs in through the login form, as a person does. */
export async function signInWithForm(
  page: Page,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in as the e2e admin through the JSON login (same session cookie), to start a journey quickly. */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
}

/** The toast carrying exactly this text. */
export function toast(page: Page, text: string) {
  return page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();
}

export function tableRows(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr');
}

/**
 * Opens a record's edit screen from its list's Edit link, and answers its form once the screen
 * is there. Until the navigation ends the list page stays, with its own create form: a field
 * found any sooner is that form's, and what is typed into it is never saved.
 */
export async function openEditor(page: Page, linkName: string): Promise<Locator> {
  await page.getByRole('link', { name: linkName }).click();
  const form = page.getByRole('form', { name: /^Update / });
  await expect(form).toBeVisible();
  return form;
}

/** Answers the delete confirmation of the row whose delete button has this name. */
export async function confirmDelete(page: Page, buttonName: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Waits until the panel's script has taken this element over (React has hydrated it: its node
 * carries React's own properties). Before, a form is only the browser's.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react'))))
    .toBe(true);
}
