import { expect, test } from '@playwright/test';
import { expectHydrated, gotoHydrated, holdScripts, toast, unique } from './helpers';

test.describe('blogs', () => {
  test('the list shows every post as a card leading to its page', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    await expect(
      page.getByText('Discover the latest insights and trends in our collection of articles'),
    ).toBeVisible();
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(first.getByText('Read more')).toBeVisible();
    // The excerpt is clamped to three lines, with the ellipsis.
    const excerpt = first.locator('p').last();
    expect(
      await excerpt.evaluate((el) => [
        getComputedStyle(el).webkitLineClamp,
        el.scrollHeight > el.clientHeight,
      ]),
    ).toEqual(['3', true]);
    const title = (await first.getByRole('heading').textContent())!;
    // The whole card is the link: a click on its picture opens the post.
    await first.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a card followed in the app shows the full-screen loader until its post has loaded', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blogs');
    // The post's data waits until the loader has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\/[a-z0-9-]+\?_rsc=/, async (route) => {
      await released;
      await route.continue();
    });
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading article…' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('status').filter({ hasText: 'Loading article…' })).toHaveCount(0);
  });

  test('cards side by side start their titles, excerpts and Read more level, whatever their meta line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blogs');
    const row = await page.getByRole('article').evaluateAll((cards) =>
      cards.slice(0, 3).map((card) => {
        const top = (selector: string) =>
          Math.round(card.querySelector(selector)!.getBoundingClientRect().top);
        const meta = card.querySelector('p')!.getBoundingClientRect().height;
        return { meta, title: top('h2'), text: top('h2 + p'), more: top('[aria-hidden]') };
      }),
    );
    // The seeded posts' dates differ in length: one meta line wraps where another does not.
    expect(new Set(row.map((card) => card.meta)).size).toBeGreaterThan(1);
    for (const part of ['title', 'text', 'more'] as const) {
      expect(new Set(row.map((card) => card[part])).size, part).toBe(1);
    }
  });

  test('a list page that does not exist is the site’s 404, whole without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const address of ['/blogs/page/99', '/blogs/page/abc', '/blogs/page/02']) {
      const res = await page.goto(address);
      expect(res?.status(), address).toBe(404);
      await expect(page).toHaveURL(address);
      await expect(page).toHaveTitle('Page not found | Nimbus Studio');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await context.close();
  });

  test('read a post, post a comment and see it, also after a reload', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('article').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    const url = page.url();
    await expect(page.getByRole('heading', { name: 'Leave a Comment' })).toBeVisible();
    // The toasts are the script's: before it runs, the browser's own validation answers instead.
    await expectHydrated(page);

    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(toast(page, 'Please fill all fields!')).toBeVisible();

    const name = unique('E2E reader');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email', { exact: true }).fill('reader@example.com');
    const comment = page.getByLabel('Comment', { exact: true });
    await expect(comment).toHaveAttribute('placeholder', '*Comment (max 300 characters)');
    await comment.fill('x'.repeat(310));
    await expect(comment).toHaveValue('x'.repeat(300));
    await comment.fill('A clear, practical read. Thank you!');
    await page.getByRole('button', { name: 'Post Comment' }).click();

    await expect(toast(page, 'Comment added successfully!')).toBeVisible();
    const posted = page.getByRole('listitem').filter({ hasText: name });
    await expect(posted).toBeVisible();
    // A commenter's email is for the panel only.
    await expect(posted).not.toContainText('reader@example.com');
    await expect(posted).toContainText('A clear, practical read. Thank you!');
    // The list came from the server again; the form kept what was typed.
    await expect(comment).toHaveValue('A clear, practical read. Thank you!');
    await expect(page.getByRole('button', { name: 'Post Comment' })).toBeEnabled();

    // The API revalidated the page: a fresh visit shows the comment too.
    await page.goto(url);
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });

  test('a comment typed before the page’s script runs stays, counted', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/blog/65f1a3000000000000000001', { waitUntil: 'commit' });
    await page.getByLabel('Comment', { exact: true }).fill('Typed early.');
    release();
    await expect(page.locator('form[novalidate]:has(#comment-text)')).toHaveCount(1);
    await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('Typed early.');
    await expect(page.locator('#comment-count')).toHaveText('12/300');
  });

  test('a comment of the longest unbroken name and text stays inside its card on a phone', async ({
    page,
    request,
  }) => {
    const posts = (await (await request.get('/frontend/blogs/get')).json()).allBlogs;
    const id: string = posts[posts.length - 1]._id;
    const name = `${unique('Long').replace(/\W/g, '')}${'N'.repeat(100)}`.slice(0, 100);
    const res = await request.post(`/frontend/blog/add-comment/${id}`, {
      data: { name, email: `${'x'.repeat(60)}@example.com`, comment: 'y'.repeat(300) },
    });
    expect(res.status()).toBe(201);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/blog/${id}`);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.scrollIntoViewIfNeeded();
    // Text that runs past its box or the card; the email is cut short with an ellipsis on purpose.
    const overflowing = await card.evaluate((li) => {
      const edge = li.getBoundingClientRect().right;
      return [...li.querySelectorAll('p, time')]
        .filter((el) => getComputedStyle(el).textOverflow !== 'ellipsis')
        .filter((el) => {
          const text = document.createRange();
          text.selectNodeContents(el);
          return el.scrollWidth > el.clientWidth || text.getBoundingClientRect().right > edge;
        })
        .map((el) => el.textContent!.slice(0, 20));
    });
    expect(overflowing).toEqual([]);

    // Beside the name on a wide screen, the date keeps to one line.
    await page.setViewportSize({ width: 1280, height: 800 });
    const dateLines = await card.locator('time').evaluate((time) => {
      const text = document.createRange();
      text.selectNodeContents(time);
      return new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(dateLines).toBe(1);
  });

  test('Previous Post and Next Post follow the list, disabled at the ends', async ({ page }) => {
    await page.goto('/blogs');
    const links = await page
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    await page.goto(links[0]);
    const nav = page.getByRole('navigation', { name: 'More posts' });
    await expect(nav.getByRole('button', { name: /Previous Post/ })).toBeDisabled();
    await nav.getByRole('link', { name: /Next Post/ }).click();
    await expect(page).toHaveURL(new RegExp(`${links[1]}$`));
    await page.goto(links[links.length - 1]);
    await expect(
      page
        .getByRole('navigation', { name: 'More posts' })
        .getByRole('button', { name: /Next Post/ }),
    ).toBeDisabled();
  });

  test('an unknown id shows the first post; More Articles and Copy Link work', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // No network here: answer for WhatsApp so the popup has a page to show.
    await context.route('https://api.whatsapp.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'ok' }),
    );
    await page.goto('/blogs');
    const firstTitle = (await page
      .getByRole('article')
      .first()
      .getByRole('heading')
      .textContent())!;
    await gotoHydrated(page, '/blog/65f1a3ffffffffffffffffff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    // Shown at the first post's own address (a temporary redirect: the made-up address is never
    // cached as a page of its own), so it is indexable as that post.
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(new URL(page.url()).pathname).not.toBe('/blog/65f1a3ffffffffffffffffff');

    const more = page.getByRole('region', { name: 'More Articles' });
    expect(await more.getByRole('link').count()).toBeLessThanOrEqual(5);
    await expect(more.locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toast(page, 'Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/blog\/[a-z0-9-]+$/,
    );

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Share on WhatsApp' }).click();
    // The text, then the post's own address.
    expect((await popup).url()).toMatch(
      /text=Check%20out%20this%20blog%20post%3A%20http%3A%2F%2F[\w.%-]+%2Fblog%2F[a-z0-9-]+$/,
    );
  });
});
