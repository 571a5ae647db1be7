import { expect, test, type Page } from '@playwright/test';
import { expectLandedOn, gotoHydrated } from './helpers';

// Each test starts from its own page load and writes nothing: they can share out among workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Reviews, Works and About Us scroll to their home-page sections; from any other page they open
 * the home page first and scroll after 250 ms. Wherever the click starts, however slowly the
 * home page arrives, the section's heading must end up in view below the fixed header.
 *
 * Every public page but the home page has the same header (app/(site)/layout.tsx) and the same
 * way home, so one of them stands for all: the post at desktop width, /services on a phone.
 */
const POST = '/blog/65f1a3000000000000000001';
const VIEWPORTS = [
  { viewport: { width: 1440, height: 900 }, from: POST },
  { viewport: { width: 390, height: 844 }, from: '/services' },
];
const LINKS = [
  { name: 'Reviews', id: 'reviews' },
  { name: 'Works', id: 'works' },
  { name: 'About Us', id: 'analytics' },
];

/** Clicks a header link the way a visitor can at this width: in the bar, or in the menu. */
async function clickHeaderLink(page: Page, name: string) {
  const bar = page.getByRole('navigation', { name: 'Main' });
  if (await bar.isVisible()) {
    await bar.getByRole('link', { name }).click();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name }).click();
}

async function visitAndFollow(page: Page, from: string, link: (typeof LINKS)[number]) {
  await gotoHydrated(page, from);
  await clickHeaderLink(page, link.name);
  await expect(page).toHaveURL(/\/$/);
  await expectLandedOn(page, link.id);
}

for (const { viewport, from } of VIEWPORTS) {
  test.describe(`header links at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const start of ['/', from]) {
      test(`from ${start}, Reviews, Works and About Us land on their sections`, async ({
        page,
      }) => {
        for (const link of LINKS) await visitAndFollow(page, start, link);
      });
    }

    test('a section’s own address lands too: the footer’s About Us, and /#reviews opened directly', async ({
      page,
    }) => {
      await page.goto('/services');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'About Us', exact: true })
        .click();
      await expect(page).toHaveURL(/\/#analytics$/);
      await expectLandedOn(page, 'analytics');
      // A fresh load, not a jump within the page already open.
      await page.goto('/contact');
      await page.goto('/#reviews');
      await expectLandedOn(page, 'reviews');
    });
  });
}

test.describe('header links on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a slow phone and network, the sections are still where the links land', async ({
    page,
  }) => {
    // Three throttled page loads and scrolls.
    test.setTimeout(150_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // About a fast 3G connection on a mid-range phone.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Images arrive late, while the page is already scrolling.
    await page.route(/\.(png|jpe?g|webp|svg)(\?|$)|\/_next\/image/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    for (const link of LINKS) await visitAndFollow(page, POST, link);
  });
});

test.describe('header links, motion and keyboard', () => {
  /**
   * How each scroll is asked of the browser while the page follows a header link: the behaviour
   * it names, or the page's `scroll-behavior` where it names none. How much of a smooth scroll
   * the page sees varies (a busy main thread can miss all of its frames), so the test reads what
   * the page asked for, and leaves the scroll itself to the browser.
   */
  async function scrollsWhileFollowing(page: Page, name: string, id: string) {
    await gotoHydrated(page, '/services');
    // The document stays across the client-side navigation to '/', and so does this record.
    await page.evaluate(() => {
      const asked: string[] = [];
      (window as unknown as { asked: string[] }).asked = asked;
      const scrollIntoView = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
        const behavior = typeof arg === 'object' ? arg.behavior : undefined;
        asked.push(
          behavior && behavior !== 'auto'
            ? behavior
            : getComputedStyle(document.documentElement).scrollBehavior,
        );
        scrollIntoView.call(this, arg);
      };
    });
    await clickHeaderLink(page, name);
    await expectLandedOn(page, id);
    return page.evaluate(() => [...new Set((window as unknown as { asked: string[] }).asked)]);
  }

  test('the scroll is smooth, and a jump for visitors who prefer reduced motion', async ({
    page,
  }) => {
    expect(await scrollsWhileFollowing(page, 'Reviews', 'reviews')).toEqual(['smooth']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollsWhileFollowing(page, 'Reviews', 'reviews')).toEqual(['auto']);
  });

  test('by keyboard: Enter on a link lands on the section, and Tab continues inside it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Works' })
      .focus();
    await page.keyboard.press('Enter');
    await expectLandedOn(page, 'works');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('works')!.contains(document.activeElement)),
    ).toBe(true);
  });
});
