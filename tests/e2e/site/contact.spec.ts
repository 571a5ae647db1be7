import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { gotoHydrated, holdScripts, toast, unique } from './helpers';

/** Fills in every field of the contact form as a visitor does. */
async function fillContact(
  page: Page,
  message: { name: string; email: string; phone: string; subject: string; message: string },
) {
  await page.getByLabel('Name', { exact: true }).fill(message.name);
  await page.getByLabel('Email', { exact: true }).fill(message.email);
  await page.getByLabel('Phone').fill(message.phone);
  await page.getByLabel('Subject').selectOption(message.subject);
  await page.getByLabel('Message').fill(message.message);
}

test('the contact form validates, sends and resets', async ({ page }) => {
  // The toasts are the script's: before it runs, the browser's own validation answers instead.
  await gotoHydrated(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ready to take a leap?');
  await expect(page.getByText(/200\+ success stories/)).toBeVisible();
  await expect(page.getByTestId('particles').locator('span')).toHaveCount(20);
  await expect(page.getByRole('heading', { name: 'Get In Touch', exact: true })).toBeVisible();
  const card = page.locator('form').locator('xpath=..');
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(850);

  await page.getByRole('button', { name: 'Send Message' }).click();
  const invalid = toast(page, 'Please fill all fields!');
  await expect(invalid).toBeVisible();
  await expect(invalid.locator('xpath=..')).toContainText('Validation Error');

  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '8');
  await fillContact(page, {
    name: unique('E2E visitor'),
    email: 'visitor@example.com',
    phone: '+1 415 555 0100',
    subject: 'Consultation',
    message: 'We would like a quote for a new website.',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();

  // A thank-you state in place of the form, with the server's message, focused.
  const thanks = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(
    "Thank you! Your message has been sent. We'll get back to you within one business day.",
  );
  await expect(thanks).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('without JavaScript the form still sends, by POST, and the page says it was sent', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  const sent = page.getByText(
    "Thank you! Your message has been sent. We'll get back to you within one business day.",
  );
  await expect(sent).toBeHidden();

  // The browser checks the fields itself: an empty form goes nowhere.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  const name = unique('No-script visitor');
  await fillContact(page, {
    name,
    email: 'noscript@example.com',
    phone: '+1 415 555 0101',
    subject: 'Web Development',
    message: 'Private project details, not for any address bar.',
  });
  const posted = page.waitForRequest((req) => req.url().endsWith('/frontend/contact/send'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await posted).method()).toBe('POST');
  await expect(page).toHaveURL(/\/contact#message-sent$/);
  await expect(sent).toBeVisible();
  // The notice stands in place of the form, with a way to write another.
  await expect(page.getByLabel('Name', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Send another message' })).toHaveAttribute(
    'href',
    '/contact',
  );
  // Nothing typed went into the address (a GET form put it there, and in every log).
  expect(page.url()).not.toContain('noscript');
  await context.close();

  // It reached the inbox.
  const admin = await browser.newContext();
  const signIn = await admin.request.post('/auth/login', { data: E2E_ADMIN });
  expect(signIn.status()).toBe(200);
  const inbox = await (await admin.request.get('/admin/main/get')).json();
  expect(inbox.messages[0]).toMatchObject({ name, subject: 'Web Development' });
  await admin.close();
});

test('what a visitor types before the page’s script runs stays, and is what is sent', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const name = unique('Early visitor');
  await fillContact(page, {
    name,
    email: 'early@example.com',
    phone: '+1 415 555 0102',
    subject: 'Consultation',
    message: 'Typed while the page was still loading.',
  });
  release();
  // The script has run: the form is checked by it, not by the browser.
  await expect(page.locator('form[novalidate]:has(#contact-name)')).toHaveCount(1);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Message')).toHaveValue('Typed while the page was still loading.');

  const sent = page.waitForRequest((req) => req.url().endsWith('/frontend/contact/send'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name, subject: 'Consultation' });
  await expect(
    toast(
      page,
      "Thank you! Your message has been sent. We'll get back to you within one business day.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveCount(0);
});
