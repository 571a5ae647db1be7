import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { signInAsAdmin, signInWithForm, toast } from './helpers';
import { holdScripts } from '../site/helpers';

test.describe('sign-in and the guard', () => {
  test('a signed-out visit to an admin screen lands on the login page, and signing in returns to it', async ({
    page,
  }) => {
    // A link to one message, as the lead email has: the screen and its #fragment come back.
    await page.goto('/private/admin/main?from=email#contact-history');
    await expect(page).toHaveURL(
      /\/auth\/login\?next=%2Fprivate%2Fadmin%2Fmain%3Ffrom%3Demail#contact-history$/,
    );
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
    await expect(page.getByText('Welcome! Login to continue')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/private\/admin\/main\?from=email#contact-history$/);

    // A return address outside the panel is never followed.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const next of [
      'https://evil.example/private/admin',
      '//evil.example/private/admin',
      '/',
    ]) {
      await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Username').fill(E2E_ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/private\/admin$/);
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('typed (or filled in) before the script runs, the sign-in waits for it, then goes through', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    const login = page.getByRole('button', { name: 'Login' });
    // The browser's own submit would have shown the endpoint's JSON; Enter does nothing yet.
    await expect(login).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/auth\/login$/);
    release();
    await expect(login).toBeEnabled();
    await login.click();
    await expect(page).toHaveURL(/\/private\/admin$/);
  });

  test('before the panel’s script runs, Log out waits for it, then signs out', async ({ page }) => {
    await signInAsAdmin(page);
    const release = await holdScripts(page);
    await page.goto('/private/admin', { waitUntil: 'commit' });
    const logout = page.getByRole('button', { name: 'Log out' });
    // A click now would be lost: nothing but the script signs out.
    await expect(logout).toBeDisabled();
    release();
    await expect(logout).toBeEnabled();
    await logout.click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/private/admin');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('/auth and any other /auth page show the login form', async ({ page }) => {
    for (const path of ['/auth', '/auth/login', '/auth/anything/else']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    }
  });

  test('on the light sign-in page the keyboard focus ring is the panel’s indigo, not the dark site’s cyan', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    const colour = (value: string) =>
      page.evaluate((value) => {
        const probe = document.createElement('i');
        probe.style.outlineColor = value;
        document.body.append(probe);
        const computed = getComputedStyle(probe).outlineColor;
        probe.remove();
        return computed;
      }, value);
    const indigo = await colour('var(--color-indigo-600)');
    expect(indigo).not.toBe(await colour('#22d3ee'));
    // Every stop from the brand link to the way back, each ring at least 3:1 on the white (read
    // once settled: some controls fade their colours in).
    const stops = ['Nimbus Studio', 'Username', 'Password', 'Show password', 'Login', /Back/];
    for (const name of stops) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus'), `the focus on ${String(name)}`).toHaveAccessibleName(
        name,
      );
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.activeElement!).outlineColor))
        .toBe(indigo);
    }
  });

  test('asks for both fields, refuses a wrong password, then signs in and out', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Please fill all field!')).toBeVisible();

    await signInWithForm(page, 'admin', 'not-the-password');
    await expect(toast(page, 'Invalid username or password!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signInWithForm(page);
    await expect(page).toHaveURL(/\/private\/admin$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, admin!' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Main' }),
    ).toHaveAttribute('aria-current', 'page');

    // Signed in, the login page sends you to the panel.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/private\/admin$/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/private/admin/users');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprivate%2Fadmin%2Fusers$/);
  });

  test('the dashboard cards lead to their screens, messages to the contact history', async ({
    page,
  }) => {
    await signInWithForm(page);
    await expect(page.getByRole('heading', { name: 'Contact History' })).toBeVisible();
    // Titled as every panel screen is, at either of its addresses.
    await expect(page).toHaveTitle('Dashboard · Admin | Nimbus Studio');
    await page.goto('/private/admin/main');
    await expect(page).toHaveTitle('Dashboard · Admin | Nimbus Studio');
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.getByRole('link', { name: /Total Messages/ }).click();
    await expect(page).toHaveURL(/#contact-history$/);
    await totals.getByRole('link', { name: /Total Reviews/ }).click();
    await expect(page).toHaveURL(/\/private\/admin\/reviews$/);
    await expect(page.getByRole('heading', { name: 'Create Reviews' })).toBeVisible();
  });
});
