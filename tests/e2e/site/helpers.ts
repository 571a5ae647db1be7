import { expect, type Page } from '@playwright/test';

/** The notice (toast) with exactly this text. */
export function toast(page: Page, text: string) {
  return page
    .locator('[role="status"] p, [role="alert"] p')
    .filter({ hasText: new RegExp(`^${escape(text)}$`) });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Unique per run: the e2e server's memory store lives as long as the server. */
export function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Waits until the element's top edge sits near the top of the viewport (below the fixed header). */
export async function expectScrolledTo(page: Page, selector: string) {
  await expect
    .poll(
      async () =>
        page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      { timeout: 10_000 },
    )
    .toBeLessThan(200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}
