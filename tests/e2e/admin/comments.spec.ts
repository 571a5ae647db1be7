import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectHydrated, openEditor, signInAsAdmin, tableRows, toast, unique } from './helpers';

/**
 * Comment moderation from both sides, on the production build: the admin holds first-time
 * commenters in the settings, a visitor's first comment waits and is on no public surface, the
 * admin approves it in the queue, and it appears; the same address is then trusted. A commenter's
 * email is in no public page or JSON, and a post with comments closed shows no form.
 */

const POST = '/blog/technical-seo-checklist';
const CLOSED_TITLE = 'Core Web Vitals in 2025: A Practical Guide to a Faster Website';
const CLOSED = '/blog/core-web-vitals-practical-guide';
/** Seeded commenters: their addresses are stored, and must never be published. */
const SEEDED_EMAILS = [
  'jordan.lee@fastmail.com',
  'maria.g@outlook.com',
  'chris@whitfieldlegal.com',
];
const AWAITING =
  'Thank you! Your comment is awaiting moderation and will appear once it is approved.';

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function postComment(page: Page, name: string, email: string, text: string) {
  await page.goto(POST);
  const form = page.locator('form:has(#comment-text)');
  await expectHydrated(form);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Comment', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
}

/** Everything a visitor's browser gets: the page's HTML with its payload, and the JSON answers. */
async function publicAnswers(page: Page) {
  const paths = [
    POST,
    '/frontend/blogs/get',
    '/frontend/blogs/get-main',
    '/frontend/blog/comments/65f1a3000000000000000002?before=100',
  ];
  return Promise.all(paths.map(async (p) => (await page.request.get(p)).text()));
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ browser }) => {
  // The worker's server lives on for other files: back to the defaults.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  const { settings } = await (await page.request.get('/admin/settings/get')).json();
  await page.request.patch('/admin/settings/update', {
    data: { ...settings, commentModeration: 'publish' },
  });
  await context.close();
});

test('a first-time comment waits for approval, is approved in the queue, then appears', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/private/admin/settings');
  const settings = page.getByRole('form', { name: 'Site settings' });
  await expectHydrated(settings);
  await settings
    .getByLabel('New comments')
    .selectOption({ label: 'Hold a first-time commenter’s comment for approval' });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();

  const name = unique('First Timer');
  const email = `${name.split(' ').pop()}@first-timer.example`;
  const text = `My first thoughts ${name}`;
  const reader = await visitor(browser);
  await postComment(reader.page, name, email, text);
  await expect(toast(reader.page, AWAITING)).toBeVisible();
  await expect(reader.page.locator('.comment-awaiting')).toHaveText(AWAITING);
  await expect(reader.page.getByText('Your email is never shown publicly.')).toBeVisible();

  // Held: on no public surface, and no email anywhere a visitor can read.
  await reader.page.reload();
  await expect(reader.page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  for (const body of await publicAnswers(reader.page)) {
    expect(body).not.toContain(text);
    for (const address of [email, ...SEEDED_EMAILS]) expect(body).not.toContain(address);
  }

  // The admin sees it in the queue, with the count in the header, and approves it.
  await page.goto('/private/admin/comments');
  await expect(page.getByRole('heading', { name: 'Awaiting approval' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Comments \d+ awaiting approval$/ })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText(email.toLowerCase());
  await expectHydrated(item.getByRole('button', { name: `Approve the comment by ${name}` }));
  await item.getByRole('button', { name: `Approve the comment by ${name}` }).click();
  await expect(toast(page, 'Comment approved.')).toBeVisible();
  await expect(item).toHaveCount(0);

  // On the next load it is on the post, still without the email.
  await reader.page.goto(POST);
  const shown = reader.page.getByRole('listitem').filter({ hasText: name });
  await expect(shown).toContainText(text);
  await expect(shown).not.toContainText(email);
  const html = await (await reader.page.request.get(POST)).text();
  expect(html).toContain(text);
  expect(html).not.toContain(email);

  // The same address is now trusted: published at once.
  const again = `Back again ${name}`;
  await postComment(reader.page, name, email, again);
  await expect(toast(reader.page, 'Comment added successfully!')).toBeVisible();
  await expect(reader.page.getByRole('listitem').filter({ hasText: again })).toBeVisible();
  await reader.context.close();

  // The approval is on the Activity screen: who moderated whose comment, and what it became.
  await page.goto('/private/admin/activity?kind=comment');
  const entry = tableRows(page, 'Activity log').filter({ hasText: name }).first();
  await expect(entry).toContainText('Moderated');
  await expect(entry.locator('del')).toHaveText('Awaiting approval');
  await expect(entry.locator('ins')).toHaveText('Published');
});

test('several held comments are rejected at once, after a confirmation', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const reader = await visitor(browser);
  const names = [unique('Held One'), unique('Held Two')];
  for (const name of names) {
    await postComment(reader.page, name, `${name.split(' ').pop()}@held.example`, `Text ${name}`);
    await expect(toast(reader.page, AWAITING)).toBeVisible();
  }
  await reader.context.close();

  await page.goto('/private/admin/comments');
  for (const name of names) {
    const box = page.getByRole('checkbox', { name: `Select the comment by ${name}` });
    await expectHydrated(box);
    await box.check();
  }
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Reject these 2 comments?');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(toast(page, '2 comments rejected and deleted.')).toBeVisible();
  for (const name of names) {
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  }
});

test('a post with comments closed keeps its comments and shows no form', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const setOpen = async (open: boolean) => {
    await page.goto('/private/admin/blogs');
    const form = await openEditor(page, `Edit ${CLOSED_TITLE}`);
    const toggle = form.getByRole('switch', { name: 'Comments open' });
    await expectHydrated(toggle);
    await toggle.setChecked(open);
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Blog updated successfully!')).toBeVisible();
    // Stored as shown: the worker's server lives on for other files, which comment on this post.
    await expect
      .poll(async () => {
        const res = await page.request.get('/admin/blog/65f1a3000000000000000001');
        return ((await res.json()) as { blog: { commentsOpen?: boolean } }).blog.commentsOpen;
      })
      .toBe(open);
  };
  await setOpen(false);
  try {
    const reader = await visitor(browser);
    await reader.page.goto(CLOSED);
    await expect(reader.page.getByText('Comments are closed on this post.')).toBeVisible();
    await expect(reader.page.getByRole('button', { name: 'Post Comment' })).toHaveCount(0);
    await expect(reader.page.getByRole('listitem').filter({ hasText: 'Jordan Lee' })).toBeVisible();
    const refused = await reader.page.request.post(
      '/frontend/blog/add-comment/65f1a3000000000000000001',
      { data: { name: 'Late', email: 'late@example.com', comment: 'Too late?' } },
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Comments are closed on this post.' });
    await reader.context.close();
  } finally {
    await setOpen(true);
  }
});
