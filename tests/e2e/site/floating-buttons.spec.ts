import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * On a phone the WhatsApp and back-to-top buttons float over the page: they must leave every
 * form field and the page's last words readable and usable. Each field, scrolled to the screen's
 * foot as far as the page lets a visitor (or the focus) take it, stays clear of them; at the
 * page's foot, no text is under them.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const SERVICES = [
  'web-development',
  'mobile-app-development',
  'digital-marketing',
  'shopify-development',
  'graphic-designing',
  'wordpress-development',
  'video-editing',
  'seo',
  'brand-management',
];

interface Overlap {
  what: string;
  text: string;
}

/**
 * What of `selector` (visible; only its `index`th match if given) lies under a floating button
 * on screen. Text is measured by its lines (a paragraph's box is wider than its words), a field
 * by its box.
 */
async function covered(page: Page, selector: string, index?: number): Promise<Overlap[]> {
  return page.evaluate(
    ({ selector, index }) => {
      const stack = document.querySelector('aside[aria-label="Quick actions"]')!;
      const floats =
        getComputedStyle(stack).visibility === 'hidden'
          ? []
          : [...stack.children].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
      const hits = (r: DOMRect) =>
        floats.some(
          (b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom,
        );
      const range = document.createRange();
      const all = [...document.querySelectorAll(selector)];
      return (index === undefined ? all : [all[index]!]).flatMap((el) => {
        if (el.closest('aside[aria-label="Quick actions"], #toast-region, .sr-only')) return [];
        if (getComputedStyle(el).visibility === 'hidden' || el.getClientRects().length === 0) {
          return [];
        }
        const isField = el.matches('input, select, textarea');
        if (!isField) range.selectNodeContents(el);
        const rects = isField ? [el.getBoundingClientRect()] : [...range.getClientRects()];
        return rects.some((r) => r.width > 0 && hits(r))
          ? [
              {
                what: el.tagName.toLowerCase(),
                text: (el.textContent || el.getAttribute('name') || '').trim().slice(0, 60),
              },
            ]
          : [];
      });
    },
    { selector, index },
  );
}

/** The visitor's fields: not the hidden honeypot, nothing out of the tab order. */
const FIELDS = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

async function publicPages(page: Page): Promise<string[]> {
  await page.goto('/blogs');
  const post = await page
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  return [
    '/',
    '/home',
    '/contact',
    '/services',
    ...SERVICES.map((slug) => `/service/${slug}`),
    '/blogs',
    post!,
    '/no-such-page',
  ];
}

test('on a 390×844 phone the floating buttons cover no form field and not the page’s last words', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const pages = await publicPages(page);
  for (const path of pages) {
    await gotoHydrated(page, path);
    // The foot of the page: the footer's last words, and the last paragraph.
    await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const lastParagraph = await page.evaluate(() => {
      const all = [...document.querySelectorAll('body p')].filter(
        (p) => p.getClientRects().length > 0 && !p.closest('#toast-region, .sr-only'),
      );
      const last = all.at(-1)!;
      const box = last.getBoundingClientRect();
      return { text: last.textContent, inView: box.bottom <= innerHeight && box.top >= 0 };
    });
    expect(lastParagraph.inView, `${path}: the last paragraph is on screen at the foot`).toBe(true);
    expect(
      await covered(page, 'body :is(p, a, h1, h2, h3, h4, li, label, button, dt, dd)'),
      `${path}: text under the floating buttons at the page's foot`,
    ).toEqual([]);

    // Each field, brought to the screen's foot: as low as a visitor scrolling to it leaves it.
    const fields = page.locator(FIELDS);
    const count = await fields.count();
    for (let i = 0; i < count; i++) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      await field.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await page.evaluate(() => window.scrollBy({ top: 1, behavior: 'instant' }));
      await page.evaluate(() => window.scrollBy({ top: -1, behavior: 'instant' }));
      const name = `${path}: field ${(await field.getAttribute('name')) ?? i}`;
      expect(await covered(page, FIELDS, i), `${name} under the floating buttons`).toEqual([]);
      // Focused (typing on a phone), it is never under them either.
      await field.focus();
      await expect
        .poll(() => covered(page, FIELDS, i), { message: `${name}, focused` })
        .toEqual([]);
      await field.blur();
    }
  }
});

test('the contact form’s every field is clear of the floating buttons wherever the visitor scrolls it', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  const ids = await page.locator(`form ${FIELDS}`).evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual([
    'contact-name',
    'contact-email',
    'contact-phone',
    'contact-subject',
    'contact-message',
  ]);
  for (const id of ids) {
    // Tapped at the screen's foot (under where the buttons float): the focus brings it clear.
    await page.locator(`#${id}`).evaluate((el) => {
      window.scrollBy({
        top: el.getBoundingClientRect().bottom - innerHeight + 20,
        behavior: 'instant',
      });
    });
    await page.locator(`#${id}`).focus();
    await expect
      .poll(() => covered(page, `#${id}`), { message: `${id} under the buttons once focused` })
      .toEqual([]);
    await page.locator(`#${id}`).blur();
    // And with the buttons showing, the field scrolled to the foot as far as the page allows.
    await page
      .locator(`#${id}`)
      .evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    expect(await covered(page, `#${id}`), `${id} at the foot`).toEqual([]);
  }
  // The button that sends it, too.
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
  expect(await covered(page, 'form button[type="submit"]')).toEqual([]);
});

test('showing the back-to-top button moves nothing on the page', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const before = await page.locator('#contact-name').boundingBox();
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  const after = await page.locator('#contact-name').boundingBox();
  expect(after!.y).toBeCloseTo(before!.y - 400, 0);
  expect(after!.x).toBe(before!.x);
});
