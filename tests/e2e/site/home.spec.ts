import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows the hero, the case study and every section in the spec’s order', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We Design, We DevelopWe Grow Brands',
    );
    await expect(page.getByText('from 243 reviews')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(page.getByText('Trusted by enterprises worldwide')).toBeVisible();
    // Eight client logos, repeated three times; only the first copy is announced.
    await expect(page.getByRole('list', { name: 'Our clients' }).getByRole('img')).toHaveCount(8);
    await expect(page.locator('.marquee').first().locator('img')).toHaveCount(24);

    await expect(page.getByRole('heading', { name: 'Our Recent Story With Didit' })).toBeVisible();
    for (const text of [
      'Digital ID Verification Platform',
      '2M+',
      'Over 2M raised in seed funding',
      '72% growth in brand leads',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Browse the website/ })).toBeVisible();

    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(['works', 'reviews', 'services', 'analytics', 'blogs', 'team', 'faq']);
    await expect(page.getByText('See all 200+ reviews')).toBeVisible();
    for (const title of [
      'Results That Matter',
      'All-in-One Digital Partner',
      'Transparent Ongoing Support',
      'Enterprise React Development',
      'Custom Dashboard',
      'Custom SaaS Application',
      'High-Converting Landing Page',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    for (const figure of ['5+', '40+', '150k+', '10+', '90%']) {
      await expect(page.locator('#analytics').getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
    await expect(page.getByRole('link', { name: /on LinkedIn/ }).first()).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('link', { name: /WhatsApp/ }).last()).toHaveAttribute(
      'href',
      /wa\.me/,
    );
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');

    await page.getByRole('link', { name: 'Book a call' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('opens a project in a dialog, which the close button, Escape and the backdrop close', async ({
    page,
  }) => {
    await page.goto('/');
    const works = page.locator('#works');
    const card = works.getByRole('button').first();
    const title = (await card.getAttribute('aria-labelledby'))!;
    const name = (await page.locator(`[id="${title}"]`).textContent())!;

    await card.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close project details' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 300); // the backdrop, beside the dialog
    await expect(dialog).toBeHidden();
  });

  test('the FAQ opens one answer at a time and closes the open one on a second click', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(8);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByRole('region')).toHaveCount(1);

    await questions.nth(2).click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
    await expect(faq.getByRole('region')).toHaveCount(0);
  });

  test('hovering a review dims the others', async ({ page }) => {
    await page.goto('/');
    const reviews = page.locator('#reviews li[data-state]');
    await reviews.nth(1).hover();
    await expect(reviews.nth(1)).toHaveAttribute('data-state', 'active');
    await expect(reviews.nth(0)).toHaveAttribute('data-state', 'dimmed');
    await expect
      .poll(() => reviews.nth(0).evaluate((el) => Number(getComputedStyle(el).opacity)))
      .toBeLessThan(0.6);
    await expect(reviews.nth(0)).toContainText('@');
  });

  test('/home shows the same page, with / as its canonical address', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We Grow Brands');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/?$/,
    );
  });
});
