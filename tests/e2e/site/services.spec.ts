import { expect, test } from '@playwright/test';

test.describe('services', () => {
  test('/services lists the nine services, each leading to its page', async ({ page }) => {
    await page.goto('/services');
    const cards = page.getByRole('main').getByRole('list').first().getByRole('link');
    await expect(cards).toHaveCount(9);
    await cards.filter({ hasText: 'SEO' }).first().click();
    await expect(page).toHaveURL(/\/service\/seo$/);
  });

  test('a service page: hero with Order Now, details, process, and its own FAQ', async ({
    page,
  }) => {
    await page.goto('/service/seo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Jumpstart my project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.locator('#process ol > li')).toHaveCount(6);

    const faq = page.locator('#service-faq');
    await expect(faq.getByRole('heading', { name: 'Frequently asked questions!' })).toBeVisible();
    await expect(faq).toContainText(
      "Can't find the answer you're looking for? Reach out to us and we will get in touch with you.",
    );
    const questions = faq.locator('summary');
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(9);
    expect(count).toBeLessThanOrEqual(10);
    await expect(faq).toContainText('SEO');
    await expect(faq).not.toContainText('Shopify Plus');

    await questions.nth(1).click();
    await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '');
    await expect(faq.locator('details[open]')).toHaveCount(1);
  });

  test('an unknown service is a 404 that still shows the site', async ({ page }) => {
    const response = await page.goto('/service/not-a-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We Grow Brands');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
