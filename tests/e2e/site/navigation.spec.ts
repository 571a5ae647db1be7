import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

// Each test starts from its own page load and writes nothing: they can share out among workers.
test.describe.configure({ mode: 'parallel' });

// Where the header's anchor links land, from every kind of page: header-links.spec.ts.
test.describe('header and footer', () => {
  test('on the home page an anchor scrolls, and the logo goes back to the top', async ({
    page,
  }) => {
    // Where the anchor lands: header-links.spec.ts; here only that the page has scrolled.
    await gotoHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('banner').getByRole('link', { name: 'Nimbus Studio, home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Services, Blogs and Get in touch go to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Get in touch/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the header turns translucent after 100 px, and is translucent on blog pages', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-translucent', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-translucent', 'true');
    await page.goto('/blogs');
    await expect(page.getByRole('banner')).toHaveAttribute('data-translucent', 'true');
  });

  test('the scroll-to-top button appears after 300 px and scrolls up', async ({ page }) => {
    await page.goto('/services');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the footer has the service links, the company links and the contact details', async ({
    page,
  }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Web Development',
      'App Development',
      'Digital Marketing',
      'Graphic Designing',
      'Contact Us',
      'About Us',
      'Blogs',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(
      5,
    );
    await expect(footer).toContainText('© 2025');
    // The floating buttons sit in a landmark of their own.
    await expect(
      page.getByRole('complementary', { name: 'Quick actions' }).getByRole('link', {
        name: /WhatsApp/,
      }),
    ).toBeVisible();
  });

  test('at the page’s foot the floating buttons cover none of the footer’s text', async ({
    page,
  }) => {
    await page.goto('/contact');
    for (const width of [360, 390, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: 'instant' }));
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      const covered = await page.evaluate(() => {
        const buttons = [...document.querySelectorAll('aside[aria-label="Quick actions"] > *')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0);
        const range = document.createRange();
        return [...document.querySelectorAll('footer :is(p, a, h2, li)')].flatMap((el) => {
          range.selectNodeContents(el);
          return [...range.getClientRects()].some((t) =>
            buttons.some(
              (b) => t.left < b.right && b.left < t.right && t.top < b.bottom && b.top < t.bottom,
            ),
          )
            ? [el.textContent?.trim()]
            : [];
        });
      });
      expect(covered, `at ${width} px`).toEqual([]);
    }
  });

  test('what Tab reaches at the screen’s foot scrolls up clear of the floating buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/service/seo');
    const questions = page.locator('details summary');
    // The third question sits at the screen's foot, under the buttons, the focus on the second.
    await questions.nth(2).evaluate((el) => {
      window.scrollBy({
        top: el.getBoundingClientRect().bottom - innerHeight + 20,
        behavior: 'instant',
      });
    });
    await questions.nth(1).evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    await expect(questions.nth(2)).toBeFocused();
    // Both buttons: scroll-to-top (shown once the page has scrolled) stands above WhatsApp.
    const upButton = page.getByRole('button', { name: 'Scroll to top' });
    await expect(upButton).toBeVisible();
    const up = (await upButton.boundingBox())!;
    await expect
      .poll(() => questions.nth(2).evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(up.y);
  });

  test('a page followed from the footer opens at its top at once, not gliding up, the focus on its content', async ({
    page,
  }) => {
    // Hydrated first: a link followed before the script has taken the page over is the
    // browser's own full load, which opens at the top with the focus at the document's start.
    await gotoHydrated(page, '/services');
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Web Development', exact: true });
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await link.focus();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/service\/web-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The focus starts over on the new page's content, not on the footer link far below.
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes by touch and keyboard, and its links work', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('banner').locator('button[aria-controls]');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reviews' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // A tap on the page outside the header closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    // The menu's anchor links: header-links.spec.ts.
  });

  test('Tab past the menu’s last link closes it, rather than leave it over where the focus went', async ({
    page,
  }) => {
    for (const path of ['/services', '/blogs']) {
      await gotoHydrated(page, path);
      const toggle = page.getByRole('banner').locator('button[aria-controls]');
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'Reviews' })).toBeFocused();
      const last = menu.getByRole('link', { name: 'Get in touch' });
      await last.focus();
      await page.keyboard.press('Tab');
      await expect(menu, path).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Shift+Tab from the first link stays in the header, and the menu with it.
      await toggle.click();
      await expect(menu.getByRole('link', { name: 'Reviews' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(toggle).toBeFocused();
      await expect(menu).toBeVisible();
    }
  });

  test('a screen that widens past the menu’s breakpoint closes it, the focus on the same link in the wide header; turned back, it stays closed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services');
    const toggle = page.getByRole('banner').locator('button[aria-controls]');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Services' }).focus();
    // A tablet turned from portrait to landscape, and back.
    await page.setViewportSize({ width: 1280, height: 800 });
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeVisible();
    // The focus moves to the same link in the wide header, and Tab goes on from there.
    await expect(main.getByRole('link', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
  });

  test('before the script runs, or without it, the menu still opens, closes and leads on', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/services');
    const toggle = page.getByRole('banner').locator('button[aria-controls]');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    // Drawn over the page on the header's colour, not see-through, and the header bar with it.
    expect(await menu.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor)).toBe(
      'rgb(11, 16, 32)',
    );
    expect(
      await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Reviews' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await context.close();
  });

  test('nothing overflows the screen sideways', async ({ page }) => {
    for (const path of ['/', '/services', '/service/web-development', '/blogs', '/contact']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test('the logo strips can be paused from the keyboard, and are not drawn moving for reduced motion', async ({
  page,
}) => {
  await page.goto('/');
  const pause = page.getByRole('checkbox', { name: 'Pause the logo strip: Our clients' });
  const track = page.locator('.marquee-track').first();
  const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await state()).toBe('running');
  // Each strip's button stands clear of the screen's edge, on a phone too, where it is a
  // full-bleed strip's, and nothing covers it where the strip meets the screen's foot, as the
  // hero's does on a 1440 x 900 screen's first view: the floating buttons sit there.
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    for (const strip of ['Our clients', 'Technologies']) {
      const button = page.getByRole('checkbox', { name: `Pause the logo strip: ${strip}` });
      const at = `${strip} at ${width} px`;
      const box = (await button.boundingBox())!;
      expect(box.x, at).toBeGreaterThanOrEqual(8);
      expect(width - (box.x + box.width), at).toBeGreaterThanOrEqual(8);
      const hit = await button.evaluate((input) => {
        const { top, left, width, height } = input.getBoundingClientRect();
        // The button's centre 40 px above the screen's foot, within the WhatsApp button's span
        // (24 to 80 px above it on a phone, 32 to 88 px wider), as far as the page scrolls.
        window.scrollBy({ top: top + height / 2 - (window.innerHeight - 40), behavior: 'instant' });
        const now = input.getBoundingClientRect();
        return document.elementFromPoint(left + width / 2, now.top + now.height / 2) === input;
      });
      expect(hit, `${at}: the button is what a tap at its centre reaches`).toBe(true);
    }
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await pause.focus();
  await page.keyboard.press('Space');
  await expect(pause).toBeChecked();
  expect(await state()).toBe('paused');
  await page.keyboard.press('Space');
  expect(await state()).toBe('running');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(pause).toBeHidden();
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('Scroll to top from the keyboard leaves focus at the top of the page', async ({ page }) => {
  await page.goto('/services');
  await page.mouse.wheel(0, 2000);
  const up = page.getByRole('button', { name: 'Scroll to top' });
  await expect(up).toBeVisible();
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
