import { expect, test } from '@playwright/test';
import { toast, unique } from './helpers';

test('the contact form validates, sends and resets', async ({ page }) => {
  await page.goto('/contact');
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

  await page.getByLabel('Name', { exact: true }).fill(unique('E2E visitor'));
  await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
  await page.getByLabel('Phone').fill('+1 415 555 0100');
  await page.getByLabel('Subject').selectOption('Consultation');
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '8');
  await page.getByLabel('Message').fill('We would like a quote for a new website.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(
    toast(
      page,
      "Thank you! Your message has been sent. We'll get back to you within one business day.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
