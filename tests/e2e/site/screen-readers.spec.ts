import { expect, test } from '@playwright/test';

/**
 * What a screen reader is given is Chromium's accessibility tree, not the markup: a section that
 * skips rendering until it nears the viewport (content-visibility: auto) is left out of it, and
 * its headings and landmarks cannot be reached until the visitor has scrolled past them.
 */
/** A heading's text on both sides (a line break is a space in one; the tree applies text-transform). */
function key(text: string) {
  return text.replace(/\s+/g, '').toLowerCase();
}

test.describe('the accessibility tree', () => {
  for (const path of ['/', '/services', '/service/seo', '/contact']) {
    test(`${path}: every heading of the page is announced before any scrolling`, async ({
      page,
      context,
    }) => {
      await page.goto(path);
      const inMarkup = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((els) =>
          els
            // Not the closed project dialogs, nor anything hidden on purpose.
            .filter((el) => !el.closest('dialog:not([open]), [hidden], [aria-hidden="true"]'))
            .map((el) => el.textContent ?? ''),
        );
      expect(inMarkup.length).toBeGreaterThan(2);
      const headings = inMarkup.map(key);

      const cdp = await context.newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[];
      };
      const announced = new Set(
        nodes
          .filter((node) => node.role?.value === 'heading' && !node.ignored)
          .map((node) => key(node.name?.value ?? '')),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(headings.filter((heading) => !announced.has(heading))).toEqual([]);
    });
  }
});

/**
 * WCAG 2.5.3, label in name: a voice-control user says what they see. The logo links are named
 * "Nimbus Studio, home"; their wordmark must read as those words, not as one ("NimbusStudio").
 */
test('the logo links are named with the words their wordmark shows', async ({ page }) => {
  for (const path of ['/', '/no-such-page']) {
    await page.goto(path);
    const logos = page.locator('a[aria-label$=", home"]');
    expect(await logos.count()).toBeGreaterThanOrEqual(path === '/' ? 2 : 1);
    for (const logo of await logos.all()) {
      const name = (await logo.getAttribute('aria-label'))!.toLowerCase();
      const shown = (await logo.innerText()).replace(/\s+/g, ' ').trim().toLowerCase();
      expect(shown).toBe('nimbus studio');
      expect(name).toContain(shown);
    }
  }
});
