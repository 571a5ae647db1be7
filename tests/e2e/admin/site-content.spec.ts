import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, signInWithForm, toast, unique } from './helpers';

/**
 * The agency edits its own site in the panel, on the production build: the settings' phone
 * number shows in the footer of every kind of page on the next load; an FAQ placed on one
 * service shows there and nowhere else; a new service is reachable from the grid, and once
 * retired its address redirects to /services for good.
 */

const SEED_PHONE = '+1 (415) 555-0142';
const BLOG_POST = '/blog/65f1a3000000000000000001';

/** Puts the seed's phone back and removes this file's FAQs: the site specs count on them. */
async function restoreSite(page: Page, question?: string) {
  await signInAsAdmin(page);
  const { settings } = await (await page.request.get('/admin/settings/get')).json();
  if (settings.phone !== SEED_PHONE) {
    const res = await page.request.patch('/admin/settings/update', {
      data: { ...settings, phone: SEED_PHONE },
    });
    expect(res.status()).toBe(202);
  }
  if (!question) return;
  const { allFaqs } = await (await page.request.get('/admin/faqs/get')).json();
  for (const faq of allFaqs as { _id: string; question: string }[]) {
    if (faq.question === question) await page.request.delete(`/admin/faqs/delete/${faq._id}`);
  }
}

/** Signs in through the login form and waits for the dashboard it leads to. */
async function signIn(page: Page) {
  await signInWithForm(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, admin!' })).toBeVisible();
}

test.describe('site content in the panel', () => {
  test('a new phone number shows in the footer of /, /services, a service page, a post and /contact', async ({
    page,
  }) => {
    const phone = `+1 (628) 555-${String(Date.now()).slice(-4)}`;
    try {
      await signIn(page);
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await expect(page).toHaveURL(/\/private\/admin\/settings$/);
      const form = page.getByRole('form', { name: 'Site settings' });
      await form.getByLabel('Phone', { exact: true }).fill(phone);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, 'Settings updated successfully!')).toBeVisible();

      for (const path of ['/', '/services', '/service/seo', BLOG_POST, '/contact']) {
        await page.goto(path);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: phone, exact: true }), path).toBeVisible();
        await expect(footer, path).not.toContainText(SEED_PHONE);
      }
      // The contact page's own details carry it too.
      await expect(page.getByRole('main')).toContainText(phone);
    } finally {
      await restoreSite(page);
    }
  });

  test('an FAQ placed on one service shows there and not on another', async ({ page }) => {
    const question = unique('Do you audit Core Web Vitals?');
    try {
      await signIn(page);
      await page.goto('/private/admin/faqs');
      const form = page.getByRole('form', { name: 'Add FAQ' });
      await form.getByLabel('Question').fill(question);
      await form.getByLabel('Answer').fill('Yes: field data first, then a fix list by impact.');
      await form.getByRole('checkbox', { name: 'SEO', exact: true }).check();
      await form.getByRole('button', { name: 'Add FAQ' }).click();
      await expect(toast(page, 'FAQ added successfully!')).toBeVisible();
      await expect(page.getByRole('list', { name: 'All FAQs' })).toContainText(question);

      await page.goto('/service/seo');
      await expect(page.locator('#service-faq')).toContainText(question);
      await page.goto('/service/web-development');
      await expect(page.locator('#service-faq')).toBeVisible();
      await expect(page.locator('#service-faq')).not.toContainText(question);
      await page.goto('/');
      await expect(page.locator('#faq')).not.toContainText(question);
    } finally {
      await restoreSite(page, question);
    }
  });

  test('a new service is reached from the grid; retired, its address redirects to /services', async ({
    page,
  }) => {
    const title = unique('Podcast Production');
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await signIn(page);
    await page.goto('/private/admin/services');
    const form = page.getByRole('form', { name: 'Add service' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Slug').fill(slug);
    await form.getByLabel('Card description').fill('Shows your customers finish and share.');
    await form.getByLabel('Icon').selectOption('megaphone');
    await form.getByLabel('Hero heading').fill('Podcasts your customers subscribe to');
    await form
      .getByLabel('Hero description')
      .fill('Planning, recording, editing and distribution.');
    await form.getByLabel('Hero image').fill('/services/video-editing.svg');
    await form.getByLabel('Details heading').fill('Everything a season needs');
    await form.getByLabel('Details card 1 title').fill('Editing and mastering');
    await form.getByLabel('Details card 1 text').fill('Every episode cut, levelled and mastered.');
    await form.getByLabel('Process heading').fill('From idea to episode one');
    await form.getByLabel('Process card 1 title').fill('Season plan');
    await form.getByLabel('Process card 1 text').fill('Topics, guests and a release calendar.');
    await form.getByLabel('Meta description').fill('Podcast production from one senior team.');
    await form.getByRole('button', { name: 'Add Service' }).click();
    await expect(toast(page, 'Service added successfully!')).toBeVisible();

    await page.goto('/services');
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/service/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Podcasts your customers subscribe to',
    );

    await page.goto('/private/admin/services');
    await page.getByRole('button', { name: `Retire ${title}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Retire', exact: true }).click();
    await expect(toast(page, 'Service retired successfully!')).toBeVisible();

    const res = await page.request.get(`/service/${slug}`, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location');
    expect(locations.length).toBeGreaterThan(0);
    for (const { value } of locations)
      expect(new URL(value, 'http://x').pathname).toBe('/services');
    // A browser following it lands on the services page.
    await page.goto(`/service/${slug}`);
    await expect(page).toHaveURL(/\/services$/);
    await page.goto('/services');
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/service/${slug}`);
  });
});
