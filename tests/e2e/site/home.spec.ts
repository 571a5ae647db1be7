import { expect, test } from '@playwright/test';

// Each test starts from its own page load and writes nothing: they can share out among workers.
test.describe.configure({ mode: 'parallel' });

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
    await expect(page.getByRole('img', { name: 'Lumora' })).toHaveCount(1);

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
    const overflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflowY);

    await card.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    // The large image, named by the alt text the admin wrote for it.
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAccessibleName(/\S/);
    const close = dialog.getByRole('button', { name: 'Close project details' });
    await expect(close).toBeFocused();
    // The page behind stays put, and Tab never leaves the dialog for the page behind it.
    expect(await overflow()).toBe('hidden');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (d) => d.contains(document.activeElement) || !document.activeElement?.closest('body > *'),
        ),
      ).toBe(true);
    }
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    expect(await overflow()).not.toBe('hidden');

    await card.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 300); // the backdrop, beside the dialog
    await expect(dialog).toBeHidden();
  });

  test('a card clicked before the page’s scripts have run opens its project once they have', async ({
    page,
  }) => {
    // The scripts are held back until after the click, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const card = page.locator('#works').getByRole('button').first();
    const title = (await card.getAttribute('aria-labelledby'))!;
    const name = (await page.locator(`[id="${title}"]`).textContent())!;

    await card.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    // The large image, named by the alt text the admin wrote for it.
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAccessibleName(/\S/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the FAQ opens one answer at a time and closes the open one on a second click', async ({
    page,
  }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    // Native <details> sharing one name: the questions are their <summary> elements.
    const questions = faq.locator('summary');
    const items = faq.locator('details');
    await expect(questions).toHaveCount(8);
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(faq.locator('details[open]')).toHaveCount(1);

    await questions.nth(2).click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(faq.locator('details[open]')).toHaveCount(1);
    // The answer scrolls inside a panel of at most 300 px.
    const panel = items.nth(2).locator('.faq-answer');
    await expect(panel).toBeVisible();
    expect(
      await panel.evaluate((el) => [
        getComputedStyle(el).maxHeight,
        getComputedStyle(el).overflowY,
      ]),
    ).toEqual(['300px', 'auto']);

    await questions.nth(2).click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await expect(panel).toBeHidden();

    // By keyboard: a question takes focus and Enter opens it.
    await questions.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await expect(faq.locator('details[open]')).toHaveCount(1);
  });

  test('hovering a review dims the others', async ({ page }) => {
    await page.goto('/');
    const reviews = page.locator('#reviews li');
    const opacity = (i: number) =>
      reviews.nth(i).evaluate((el) => Number(getComputedStyle(el).opacity));
    await reviews.nth(1).hover();
    await expect.poll(() => opacity(0)).toBeLessThan(0.6);
    await expect.poll(() => opacity(2)).toBeLessThan(0.6);
    expect(await opacity(1)).toBe(1);
    await expect(reviews.nth(0)).toContainText('@');
    // Moving to another review moves the highlight; leaving the reviews undims them all.
    await reviews.nth(0).hover();
    await expect.poll(() => opacity(1)).toBeLessThan(0.6);
    await expect.poll(() => opacity(0)).toBe(1);
    await page.mouse.move(5, 5);
    await expect.poll(() => opacity(1)).toBe(1);
  });

  test('every reviewer’s name and handle is shown in full, at each column width', async ({
    page,
  }) => {
    await page.goto('/');
    const captions = page.locator('#reviews figcaption span span');
    for (const width of [1440, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // A clipped line is wider than its box (an ellipsis or a hidden overflow).
      const clipped = await captions.evaluateAll((spans) =>
        spans
          .filter(
            (s) => s.scrollWidth > s.clientWidth || s.getBoundingClientRect().right > innerWidth,
          )
          .map((s) => s.textContent),
      );
      expect(clipped, `at ${width} px`).toEqual([]);
    }
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
