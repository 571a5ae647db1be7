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

/**
 * Holds the page's scripts until the returned function is called: what a visitor on a slow
 * connection does between the page showing and its script running.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens a page and waits until its script has taken it over (the App Router adds its route
 * announcer as it hydrates): a click before then is the browser's own (a link navigates, a form
 * posts), as other tests check.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expectHydrated(page);
  return response;
}

/** Waits until the page now open is taken over by its script (see gotoHydrated). */
export async function expectHydrated(page: Page) {
  await expect(page.locator('next-route-announcer')).toHaveCount(1);
}

/** Unique per run: the e2e server's memory store lives as long as the server. */
export function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Where a section's heading is, and whether the page has stopped scrolling. */
interface Landing {
  /** scrollY did not move over the sampling window (about half a second of frames). */
  still: boolean;
  scrollY: number;
  headingTop: number;
  headingBottom: number;
  /** The fixed header's bottom edge: content above it is hidden behind the header. */
  headerBottom: number;
  viewportHeight: number;
  focused: boolean;
}

async function measureLanding(page: Page, id: string): Promise<Landing> {
  return page.evaluate(async (sectionId) => {
    const frames: number[] = [];
    const start = performance.now();
    while (performance.now() - start < 500) {
      frames.push(window.scrollY);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const section = document.getElementById(sectionId);
    const heading = section && document.getElementById(section.getAttribute('aria-labelledby')!);
    // The home page is not there yet (the navigation is still under way): not landed.
    const box = heading?.getBoundingClientRect() ?? { top: -1, bottom: Infinity };
    return {
      still: frames.every((y) => y === frames[0]) && window.scrollY === frames[0],
      scrollY: Math.round(window.scrollY),
      headingTop: Math.round(box.top),
      headingBottom: Math.round(box.bottom),
      headerBottom: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
      viewportHeight: window.innerHeight,
      focused: document.activeElement === section,
    };
  }, id);
}

const landed = (l: Landing) =>
  l.still && l.headingTop >= l.headerBottom && l.headingBottom <= l.viewportHeight;

/**
 * Waits until the page stops scrolling with the section's heading in view below the fixed
 * header, then checks it stays there and that focus moved to the section (keyboard users
 * continue from it). A scroll that stops short or overshoots never satisfies it.
 */
export async function expectLandedOn(page: Page, id: string) {
  let last: Landing | undefined;
  // The whole measurement is the polled value, so a failure prints where the heading ended up.
  // Each one samples half a second of frames already: no pause between them.
  await expect
    .poll(
      async () => {
        last = await measureLanding(page, id);
        return { landed: landed(last), ...last };
      },
      { timeout: 20_000, intervals: [0], message: `#${id} heading in view after the scroll` },
    )
    .toMatchObject({ landed: true });
  const again = await measureLanding(page, id);
  expect(again, `#${id} stays where it landed`).toMatchObject({
    still: true,
    scrollY: last!.scrollY,
  });
  expect(again.focused, `focus on #${id}`).toBe(true);
}
