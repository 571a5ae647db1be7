import { expect, test } from '@playwright/test';
import { ICON_NAMES } from '../../../components/ui/icon-names';

/**
 * Icons are empty boxes masked by a cell of one sprite (app/icons.css, public/icons.svg): this
 * checks, in the browser, what a visitor sees of them. Each of the sprite's views draws its own
 * icon (not nothing, not the whole sprite, not a neighbour's), every icon on the public pages
 * has a box and points at one of those views, and a page fetches the sprite once however many
 * icons it shows.
 */

test('each view of the sprite draws one icon, different from every other', async ({ page }) => {
  await page.goto('/');
  const drawings = await page.evaluate(async (names) => {
    const size = 48;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const result: Record<string, { inked: number; signature: string }> = {};
    // '' draws the whole sprite, which is what a view that is not found shows.
    for (const name of ['', ...names]) {
      const image = new Image(size, size);
      image.src = `/icons.svg#${name}`;
      await image.decode();
      context.clearRect(0, 0, size, size);
      context.drawImage(image, 0, 0, size, size);
      const alpha = context.getImageData(0, 0, size, size).data.filter((_, i) => i % 4 === 3);
      result[name] = {
        inked: alpha.filter((a) => a > 127).length / alpha.length,
        // Which pixels are inked, as a string: two different icons never share it.
        signature: Array.from(alpha, (a) => (a > 127 ? 1 : 0)).join(''),
      };
    }
    return result;
  }, ICON_NAMES);

  for (const name of ICON_NAMES) {
    // A line icon inks a few per cent of its cell, a filled glyph up to about half of it; an
    // empty view inks nothing.
    expect(drawings[name].inked, name).toBeGreaterThan(0.02);
    expect(drawings[name].inked, name).toBeLessThan(0.6);
  }
  // No two views draw the same, and none draws the whole sprite (a view that is not found).
  const signatures = new Set(['', ...ICON_NAMES].map((name) => drawings[name].signature));
  expect(signatures.size).toBe(ICON_NAMES.length + 1);
});

for (const path of ['/', '/services', '/blogs', '/contact']) {
  test(`every icon on ${path} shows a sprite view in a square box, from one request`, async ({
    page,
  }) => {
    const spriteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/icons.svg') spriteRequests.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    const icons = await page.locator('.icon').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          name: [...element.classList].find((c) => c.startsWith('icon-'))?.slice('icon-'.length),
          mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
          // Its layout box, before any transform of an animated ancestor.
          width: (element as HTMLElement).offsetWidth,
          height: (element as HTMLElement).offsetHeight,
          // Not in a closed menu or a hidden breakpoint's copy.
          shown: element.checkVisibility(),
        };
      }),
    );
    expect(icons.length).toBeGreaterThan(3);
    for (const icon of icons) {
      expect(ICON_NAMES).toContain(icon.name);
      expect(icon.mask).toContain(`/icons.svg#${icon.name}`);
      if (!icon.shown) continue;
      expect(icon.width).toBeGreaterThanOrEqual(14);
      expect(icon.height).toBe(icon.width);
    }
    expect(icons.filter((icon) => icon.shown).length).toBeGreaterThan(3);
    expect(spriteRequests).toHaveLength(1);
  });
}

test('the icons a list repeats are drawn beside its text, with no element of their own', async ({
  page,
}) => {
  await page.goto('/');
  // The element, the side its icon is drawn on, and the icon.
  const drawn = [
    ['.card-service > span:last-child', '::after', 'arrow-right'],
    ['.project-card-more', '::after', 'arrow-right'],
    ['.card-blog-more', '::after', 'arrow-right'],
    ['.feature-check', '::before', 'check-circle'],
    ['.review-card figure', '::before', 'quote'],
    ['.faq-question', '::after', 'chevron-down'],
  ] as const;
  for (const [selector, side, name] of drawn) {
    const boxes = await page.locator(selector).evaluateAll(
      (elements, side) =>
        elements.map((element) => {
          const style = getComputedStyle(element, side);
          return {
            mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
            width: parseFloat(style.width),
            height: parseFloat(style.height),
            content: style.content,
          };
        }),
      side,
    );
    expect(boxes.length, selector).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.content, selector).toBe('""');
      expect(box.mask, selector).toContain(`/icons.svg#${name}`);
      expect(box.width, selector).toBeGreaterThanOrEqual(16);
      expect(box.height, selector).toBe(box.width);
    }
  }
});

test('a rating shows five stars of its size, the tile sized in full for WebKit', async ({
  page,
}) => {
  await page.goto('/');
  const rating = page.getByRole('img', { name: 'Rated 5.0 out of 5' });
  await expect(rating).toBeVisible();
  const look = await rating.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
      tile: style.maskSize || style.getPropertyValue('-webkit-mask-size'),
      width: (element as HTMLElement).offsetWidth,
      height: (element as HTMLElement).offsetHeight,
    };
  });
  expect(look.mask).toContain('/icons.svg#star');
  // WebKit sizes an `auto` tile from the whole sprite and then fits a single star in the box.
  expect(look.tile).toBe(`${look.height}px ${look.height}px`);
  // Five stars, 2 px apart.
  expect(look.width).toBe(look.height * 5 + 8);
});
