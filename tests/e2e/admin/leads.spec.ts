import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';
import { freePort, startServer, stopServer } from '../security/helpers';
import { E2E_ADMIN } from '../../../playwright.config';
import { toast, unique } from './helpers';

/**
 * Leads reach the agency: a message sent from the contact page arrives at a real SMTP server
 * (smtp-server, started here), a mail server that goes away loses nothing and the panel says what
 * failed, and the contact inbox works in the browser. These need an app server that sends to this
 * spec's SMTP server, so the spec starts its own production server of the same build.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const THANKS =
  "Thank you! Your message has been sent. We'll get back to you within one business day.";

let smtp: TestSmtp;
let app: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await startServer(port, {
    DATA_STORE: 'memory',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    UPLOAD_DIR: '.data/e2e-uploads',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_CONTACT: '1000',
    RATE_LIMIT_COMMENT: '1000',
    SMTP_URL: smtp.url,
    LEADS_EMAIL_TO: 'Sales <sales@agency.example.com>',
    LEADS_EMAIL_FROM: 'Agency website <leads@agency.example.com>',
  });
});

test.afterAll(async () => {
  await stopServer(app);
  await smtp?.stop();
});

async function sendFromContactPage(page: Page, fields: { name: string; message: string }) {
  await page.goto(`${base}/contact`);
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill('lead@example.com');
  await page.getByLabel('Phone').fill('+1 415 555 0100');
  await page.getByLabel('Subject').selectOption('Web Development');
  await page.getByLabel('Message').fill(fields.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, THANKS)).toBeVisible();
}

async function signIn(page: Page) {
  const res = await page.request.post(`${base}/auth/login`, { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
}

/** The Contact History row of the message from `name`. */
const row = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Contact History' })
    .locator('tbody tr')
    .filter({ hasText: name });

test('a message from the contact page arrives by email with all five fields; its link opens it in the panel', async ({
  page,
}, testInfo) => {
  const name = unique('Email lead');
  const before = smtp.received.length;
  await sendFromContactPage(page, { name, message: 'A new storefront, <b>soon</b>.' });

  const { envelope, mail, raw } = await smtp.nth(before + 1);
  // The email as the mail server received it, kept with the run's results.
  const saved = testInfo.outputPath('received-email.eml');
  await writeFile(saved, raw);
  await testInfo.attach('received-email.eml', { path: saved, contentType: 'message/rfc822' });
  expect(envelope).toEqual({
    from: 'leads@agency.example.com',
    to: ['sales@agency.example.com'],
  });
  expect(mail.subject).toBe(`New contact message from ${name}: Web Development`);
  expect(mail.replyTo?.value).toEqual([{ address: 'lead@example.com', name }]);
  for (const value of [name, 'lead@example.com', '+1 415 555 0100', 'Web Development']) {
    expect(mail.text).toContain(value);
    expect(mail.html).toContain(value);
  }
  expect(mail.text).toContain('A new storefront, <b>soon</b>.');
  expect(mail.html).toContain('A new storefront, &lt;b&gt;soon&lt;/b&gt;.');
  const link = /Open it in the panel: (\S+)/.exec(mail.text ?? '')![1]!;
  expect(link).toMatch(new RegExp(`^${base}/private/admin/main\\?message=[0-9a-f]{24}$`));

  await signIn(page);
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('+1 415 555 0100');
  await expect(dialog).toContainText('Web Development');
  await expect(dialog).toContainText(/Sent on \d{2}-\d{2}-\d{4}/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText('New');
  await expect(row(page, name).getByText('Email sent')).toBeAttached();
});

test('with the mail server gone the message is kept, the panel shows the failure, and Send again delivers it', async ({
  page,
}) => {
  const name = unique('Offline lead');
  await smtp.stop();
  await sendFromContactPage(page, { name, message: 'Sent while the mail server was down.' });

  await signIn(page);
  // The failure is stored after the answer: read the dashboard until it shows.
  await expect(async () => {
    await page.goto(`${base}/private/admin`);
    await expect(row(page, name).getByText('Email failed')).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await row(page, name)
    .getByRole('button', { name: `Read message from ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
  await expect(dialog).toContainText(/Failed on .*ECONNREFUSED/);
  await expect(dialog).toContainText('Sent while the mail server was down.');

  await smtp.start();
  const before = smtp.received.length;
  await dialog.getByRole('button', { name: 'Send again' }).click();
  await expect(toast(page, 'Email sent!')).toBeVisible();
  await expect(dialog).toContainText(/Sent on \d{2}-\d{2}-\d{4}/);
  const { mail } = await smtp.nth(before + 1);
  expect(mail.subject).toBe(`New contact message from ${name}: Web Development`);
  expect(mail.text).toContain('Sent while the mail server was down.');
});

test('the inbox: mark handled, search in the address with Back, pages of 25, CSV export', async ({
  page,
}) => {
  const tag = unique('Inbox').replace(/\s+/g, '-');
  // 26 messages carrying the tag, so the search spans two pages.
  for (let i = 1; i <= 26; i += 1) {
    const res = await page.request.post(`${base}/frontend/contact/send`, {
      data: {
        name: `${tag} person ${String(i).padStart(2, '0')}`,
        email: `p${i}@example.com`,
        phone: '+1 555 0100',
        subject: 'Consultation',
        message: i === 1 ? '=HYPERLINK("http://evil.example")' : `Question number ${i}`,
      },
    });
    expect(res.status()).toBe(201);
  }
  await signIn(page);
  await page.goto(`${base}/private/admin`);

  // Mark the newest one handled: it stops standing out.
  const newest = `${tag} person 26`;
  await expect(row(page, newest)).toContainText('New');
  // By keyboard: the button keeps the focus while it works and after (it is never disabled).
  await row(page, newest)
    .getByRole('button', { name: `Mark message from ${newest} as handled` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Message marked as handled!')).toBeVisible();
  await expect(row(page, newest)).not.toContainText('New');
  await expect(
    row(page, newest).getByRole('button', { name: `Mark message from ${newest} as not handled` }),
  ).toBeFocused();
  await page.reload();
  await expect(row(page, newest)).not.toContainText('New');

  // Search: the address holds it, the server renders the matches, 25 a page.
  const box = page.getByRole('searchbox', { name: 'Search messages by name, email or text' });
  await box.fill(tag);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(tag)}`));
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(tag);
  const rows = page.getByRole('table', { name: 'Contact History' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('26 messages match')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Contact History pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} person 01`);
  await expect(rows.first().getByRole('cell').first()).toHaveText('26');

  // Back returns to the first page of the search, then to the whole inbox.
  await page.goBack();
  await expect(rows).toHaveCount(25);
  await expect(page).not.toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByText('26 messages match')).toBeHidden();

  // Export of a search: a CSV download of the matches, formulas neutralised.
  await page.goto(`${base}/private/admin?q=${encodeURIComponent(tag)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Export results: the 26 messages matching/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-messages-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(27);
  expect(lines[0]).toMatch(/^"Received","Name","Email","Phone","Subject","Message"/);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

  // Once the session has ended, Export asks to sign in again instead of saving the refusal.
  await page.context().clearCookies();
  await page.getByRole('link', { name: 'Export all messages as CSV' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Your session has ended' })).toBeVisible();
});

test('a new message from the longest unbroken name keeps its New badge in view, the name cut short', async ({
  page,
}) => {
  const name = `${unique('Long').replace(/\W/g, '')}${'M'.repeat(100)}`.slice(0, 100);
  const res = await page.request.post(`${base}/frontend/contact/send`, {
    data: {
      name,
      email: 'long@example.com',
      phone: '+1 555 0100',
      subject: 'Consultation',
      message: 'Hello',
    },
  });
  expect(res.status()).toBe(201);
  await signIn(page);
  await page.goto(`${base}/private/admin`);
  const cell = row(page, name).getByRole('cell').nth(1);
  const badge = cell.getByText('New', { exact: true });
  await expect(badge).toBeVisible();
  const [cellBox, badgeBox] = [(await cell.boundingBox())!, (await badge.boundingBox())!];
  expect(badgeBox.x).toBeGreaterThanOrEqual(cellBox.x);
  expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
  // The name ends in an ellipsis within the cell.
  const nameText = cell.getByText(name);
  expect(
    await nameText.evaluate((el) => [
      getComputedStyle(el).textOverflow,
      el.getBoundingClientRect().right <= el.closest('td')!.getBoundingClientRect().right,
    ]),
  ).toEqual(['ellipsis', true]);
});

test('on a phone each message is a card: name, email, message, date and actions in view, nothing to scroll sideways', async ({
  browser,
}) => {
  const name = unique('Phone lead');
  const res = await browser.newContext().then(async (context) => {
    const answer = await context.request.post(`${base}/frontend/contact/send`, {
      data: {
        name,
        email: 'phone.lead@example.com',
        phone: '+1 555 0100',
        subject: 'Consultation',
        message: 'A message read on a phone, long enough to need the second of its two lines.',
      },
    });
    await context.close();
    return answer;
  });
  expect(res.status()).toBe(201);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${base}/private/admin`);
  const card = row(page, name);
  await card.scrollIntoViewIfNeeded();
  // Still a table to a screen reader: the row and its cells keep their roles (the Sr#, a
  // position in a list the card shows by itself, is left out on a phone).
  await expect(card.getByRole('cell')).toHaveCount(5);
  const box = (await card.boundingBox())!;
  for (const text of [name, 'phone.lead@example.com', 'A message read on a phone']) {
    const part = (await card.getByText(text).boundingBox())!;
    expect(part.x, text).toBeGreaterThanOrEqual(box.x);
    expect(part.x + part.width, text).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  // Name, email and message on lines of their own; the date and the actions share the last.
  const top = async (text: string) => (await card.getByText(text).boundingBox())!.y;
  expect(await top('phone.lead@example.com')).toBeGreaterThan(await top(name));
  expect(await top('A message read on a phone')).toBeGreaterThan(
    await top('phone.lead@example.com'),
  );
  const remove = card.getByRole('button', { name: `Delete message from ${name}` });
  const removeBox = (await remove.boundingBox())!;
  expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  // The table's scroller (its parent) has nothing to scroll.
  const scroller = page.getByRole('table', { name: 'Contact History' }).locator('xpath=..');
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await card.getByRole('button', { name: `Read message from ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText('A message read on a phone');
  await context.close();
});

test('the honeypot stays out of the way: the contact form is reachable by Tab without meeting it', async ({
  page,
}) => {
  await page.goto(`${base}/contact`);
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await page.getByLabel('Name', { exact: true }).focus();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await trap.evaluate((el) => el === document.activeElement)).toBe(false);
  }
  const snapshot = await page.locator('form').first().ariaSnapshot();
  expect(snapshot).not.toMatch(/leave this field empty/i);
});
