import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { confirmDelete, pngUpload, signInWithForm, tableRows, toast, unique } from './helpers';

const PASSWORD = 'session-test-password';

/**
 * A fresh admin account, so signing it out or changing its password disturbs no other test.
 * Created from a client of its own: the browser context's cookies stay signed out.
 */
async function freshAdmin(playwright: PlaywrightWorkerArgs['playwright'], baseURL?: string) {
  const request = await playwright.request.newContext({ baseURL });
  const admin = await request.post('/auth/login', { data: E2E_ADMIN });
  const cookie = admin.headers()['set-cookie']!.split(';')[0]!;
  const username = unique('sessions').replace(/\s+/g, '-');
  const res = await request.post('/auth/signup', {
    data: { username, email: `${username}@example.com`, password: PASSWORD, role: 'admin' },
    headers: { cookie },
  });
  expect(res.status()).toBe(201);
  await request.dispose();
  return username;
}

async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const found = (await context.cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
  expect(found, 'a session cookie').toBeDefined();
  return `${found!.name}=${found!.value}`;
}

async function signInCookie(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/auth/login', { data: { username, password } });
  return { status: res.status(), cookie: res.headers()['set-cookie']?.split(';')[0] };
}

test('Log out ends the session on the server: a copy of its cookie gets 401 afterwards', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const username = await freshAdmin(playwright, baseURL);
  await signInWithForm(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/private\/admin$/);
  const copy = await sessionCookieOf(context);

  // A client outside the browser, holding the copied cookie.
  const outsider = await playwright.request.newContext({ baseURL });
  expect((await outsider.get('/admin/main/get', { headers: { cookie: copy } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  const replay = await outsider.get('/admin/main/get', { headers: { cookie: copy } });
  expect(replay.status()).toBe(401);
  expect(await replay.json()).toEqual({ message: 'Please sign in to continue.' });
  // The replayed cookie does not open the panel either, and does not loop.
  const panel = await outsider.get('/private/admin', { headers: { cookie: copy } });
  expect(panel.url()).toMatch(/\/auth\/login$/);
  await outsider.dispose();

  await page.goto('/private/admin/users');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprivate%2Fadmin%2Fusers$/);
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
});

test('an admin changes their password in the panel: other sessions end, this one stays', async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = await freshAdmin(playwright, baseURL);
  const elsewhere = await playwright.request.newContext({ baseURL });
  const other = await signInCookie(elsewhere, username, PASSWORD);
  expect(other.status).toBe(200);

  await signInWithForm(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/private\/admin$/);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Users' })
    .click();
  const card = page.getByRole('region', { name: 'Your password' });
  await expect(card).toBeVisible();

  // A wrong current password: a clear message, and nothing typed is lost.
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password', { exact: true }).fill('a-much-newer-password');
  await card.getByLabel('Confirm new password').fill('a-much-newer-password');
  await card.getByRole('button', { name: 'Change Password' }).click();
  // Beside the field at fault, not again in a toast.
  await expect(card.getByLabel('Current password')).toHaveAccessibleDescription(
    'Your current password is not correct!',
  );
  await expect(toast(page, 'Your current password is not correct!')).toHaveCount(0);
  await expect(card.getByLabel('New password', { exact: true })).toHaveValue(
    'a-much-newer-password',
  );

  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    toast(page, 'Password changed successfully! Your other sessions are signed out.'),
  ).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveValue('');

  // The other session is over; this one carries on.
  expect(
    (await elsewhere.get('/admin/main/get', { headers: { cookie: other.cookie! } })).status(),
  ).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  expect((await page.request.get('/admin/main/get')).status()).toBe(200);

  expect((await signInCookie(elsewhere, username, PASSWORD)).status).toBe(401);
  expect((await signInCookie(elsewhere, username, 'a-much-newer-password')).status).toBe(200);
  await elsewhere.dispose();
});

test('a session that ends while a form is filled in: the sign-in dialog keeps the form, and the save then goes through', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const username = await freshAdmin(playwright, baseURL);
  await signInWithForm(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/private\/admin$/);
  await page.goto('/private/admin/reviews');
  const client = unique('Session Client');
  const form = page.getByRole('form', { name: 'Create Reviews' });
  await form.getByLabel('Client name').fill(client);
  await form.getByLabel('Client account').fill('@session_client');
  await form.getByLabel('Description').fill('Typed before the session ended.');
  await form.getByLabel('Client image').setInputFiles(pngUpload());

  // The session is ended elsewhere (Log out in another tab, on another device).
  const elsewhere = await playwright.request.newContext({ baseURL });
  const cookie = await sessionCookieOf(context);
  expect((await elsewhere.post('/auth/logout', { headers: { cookie } })).status()).toBe(200);
  await elsewhere.dispose();

  await form.getByRole('button', { name: 'Create Review' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/private\/admin\/reviews$/);
  await expect(dialog.getByLabel('Username')).toHaveValue(username);
  await expect(dialog.getByLabel('Username')).not.toBeEditable();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute(
    'href',
    '/auth/login?next=%2Fprivate%2Fadmin%2Freviews',
  );
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Invalid username or password!')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'You are signed in again.')).toBeVisible();

  // Nothing typed was lost; the save goes through on the new session.
  await expect(form.getByLabel('Client name')).toHaveValue(client);
  await expect(form.getByLabel('Description')).toHaveValue('Typed before the session ended.');
  await form.getByRole('button', { name: 'Create Review' }).click();
  await expect(toast(page, 'Review added successfully!')).toBeVisible();
  await expect(tableRows(page, 'All Reviews').first()).toContainText(client);
  await confirmDelete(page, `Delete the review by ${client}`);
  await expect(toast(page, 'Review deleted successfully!')).toBeVisible();
});
