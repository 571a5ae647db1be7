import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../admin/helpers';
import { gotoHydrated, toast } from './helpers';

/** The notices showing (toasts), whatever they say. */
const notices = (page: Page) =>
  page.locator('#toast-region').locator('[role="status"], [role="alert"]');

const MISSING = 'The address you asked for does not exist.';

test.describe('one calm feedback system', () => {
  test('a form sent blank twice shows one notice, and its failure then replaces it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(toast(page, 'Please fill all fields!')).toBeVisible();
    await send.click();
    await send.click();
    await expect(toast(page, 'Please fill all fields!')).toHaveCount(1);
    await expect(notices(page)).toHaveCount(1);

    // Filled in, but the server fails: its notice takes the place of the validation one.
    await page.route('**/frontend/contact/send', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.getByLabel('Name', { exact: true }).fill('Calm visitor');
    await page.getByLabel('Email', { exact: true }).fill('calm@example.com');
    await page.getByLabel('Phone').fill('+1 415 555 0199');
    await page.getByLabel('Subject').selectOption('Consultation');
    await page.getByLabel('Message').fill('Checking the notices.');
    await send.click();
    await expect(toast(page, 'Something went wrong. Please try again!')).toBeVisible();
    await expect(toast(page, 'Please fill all fields!')).toHaveCount(0);
    await expect(notices(page)).toHaveCount(1);
  });

  test('a sent contact form gives way to a thank-you, and another message can follow', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Thankful visitor');
    await page.getByLabel('Email', { exact: true }).fill('thanks@example.com');
    await page.getByLabel('Phone').fill('+1 415 555 0198');
    await page.getByLabel('Subject').selectOption('Web Development');
    await page.getByLabel('Message').fill('Please send a quote.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(thanks).toContainText(
      "Thank you! Your message has been sent. We'll get back to you within one business day.",
    );
    await expect(page.locator('form:has(#contact-name)')).toHaveCount(0);
    // Said once: no toast repeats the thank-you.
    await expect(notices(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('in the panel, an error beside its field is not said again in a toast', async ({ page }) => {
    await signInAsAdmin(page);
    await gotoHydrated(page, '/private/admin/projects');
    const form = page.getByRole('form', { name: 'Create Project' });
    await form.getByRole('button', { name: /Create Project/ }).click();
    const title = form.getByLabel('Title');
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription(/Please fill all fields!/);
    await form.getByRole('button', { name: /Create Project/ }).click();
    await expect(form.getByText('Please fill all fields!')).toHaveCount(1);
    await expect(notices(page)).toHaveCount(0);
  });
});

test.describe('say what happened', () => {
  test('an unknown path is the home page with a 404, saying so at its top', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    const notice = page.getByText(MISSING);
    await expect(notice).toBeVisible();
    await expect(page.getByText('Here is our home page instead.')).toBeVisible();
    // At the top: above the home page's heading, on the first screen.
    const box = (await notice.boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(box.y).toBeLessThan(heading.y);
    expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height);
    // The home page itself says nothing of the kind.
    await page.goto('/');
    await expect(page.getByText(MISSING)).toHaveCount(0);
  });

  test('an unknown post id shows the first post, saying the address does not exist', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const first = (await page.getByRole('article').first().getByRole('heading').textContent())!;
    await page.goto('/blog/000000000000000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    expect(new URL(page.url()).hash).toBe('#address-not-found');
    const notice = page.getByText(MISSING);
    await expect(notice).toBeVisible();
    await expect(page.getByText('Here is our latest post instead.')).toBeVisible();
    const box = (await notice.boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(box.y).toBeLessThan(heading.y);

    // The same post at its own address says nothing of the kind.
    await page.goto(new URL(page.url()).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    await expect(page.getByText(MISSING)).toBeHidden();
  });
});
