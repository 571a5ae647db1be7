import { resetEnvForTests } from '@/lib/env';
import type { ContactMessage } from '@/lib/entities';
import { afterResponseSettled } from '@/lib/mail/after-response';
import { notifyLead } from '@/lib/mail/notify';
import { mailSettings } from '@/lib/mail/settings';
import { call, signIn } from '../helpers/http';
import { routes } from '../helpers/routes';
import { SMTP_USER, startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { describeEachStore, PASSWORD } from '../helpers/stores';

/**
 * Every stored contact message is emailed to the agency through a real SMTP conversation: the
 * server here is smtp-server, listening on a free local port, with a user and password; what it
 * receives is parsed with mailparser, as a mail client would read it.
 */

const CONTACT = {
  name: 'Maya Chen',
  email: 'maya@example.com',
  phone: '+1 415 555 0100',
  subject: 'Web Development' as const,
  message: 'We need a new storefront.\nBudget around 20k, launch in spring.',
};
const THANKS = {
  message: "Thank you! Your message has been sent. We'll get back to you within one business day.",
};
const SITE = 'https://agency.example.com';
const MAIL_ENV = {
  LEADS_EMAIL_TO: 'Sales team <sales@agency.example.com>, owner@agency.example.com',
  LEADS_EMAIL_FROM: 'Nimbus Studio leads <leads@agency.example.com>',
  NEXT_PUBLIC_SITE_URL: SITE,
};

let smtp: TestSmtp;

function configureMail(smtpUrl: string | undefined) {
  for (const [key, value] of Object.entries({ ...MAIL_ENV, SMTP_URL: smtpUrl })) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  await smtp.stop();
  for (const key of [...Object.keys(MAIL_ENV), 'SMTP_URL']) delete process.env[key];
  resetEnvForTests();
  jest.restoreAllMocks();
});

describeEachStore('contact messages reach the agency by email', (fixture) => {
  beforeEach(async () => {
    await smtp.start(); // a test may have stopped it
    configureMail(smtp.url);
  });
  afterEach(() => smtp.release());

  const send = (json: Record<string, string> = CONTACT) =>
    call(routes.publicContact.POST, { json });
  const newest = async () => (await fixture().store.messages.list())[0]!;

  describe('POST /frontend/contact/send', () => {
    test('201 at once; the email arrives with its envelope, headers, both bodies and the link; the message is marked sent', async () => {
      const before = smtp.received.length;
      const res = await send();
      expect(res.status).toBe(201);
      expect(res.body).toEqual(THANKS);

      const { envelope, user, mail } = await smtp.nth(before + 1);
      await afterResponseSettled();
      const stored = await newest();
      expect(stored).toMatchObject(CONTACT);

      // Envelope: from the configured sender to every configured recipient, signed in.
      expect(envelope).toEqual({
        from: 'leads@agency.example.com',
        to: ['sales@agency.example.com', 'owner@agency.example.com'],
      });
      expect(user).toBe(SMTP_USER);
      // Headers.
      expect(mail.from?.value).toEqual([
        { address: 'leads@agency.example.com', name: 'Nimbus Studio leads' },
      ]);
      const to = Array.isArray(mail.to) ? mail.to : [mail.to!];
      expect(to.flatMap((a) => a.value)).toEqual([
        { address: 'sales@agency.example.com', name: 'Sales team' },
        { address: 'owner@agency.example.com', name: '' },
      ]);
      expect(mail.replyTo?.value).toEqual([{ address: 'maya@example.com', name: 'Maya Chen' }]);
      expect(mail.subject).toBe('New contact message from Maya Chen: Web Development');
      // Both bodies: all five fields and the absolute link to the message in the panel.
      const link = `${SITE}/private/admin/main?message=${stored._id}`;
      for (const value of [CONTACT.name, CONTACT.email, CONTACT.phone, CONTACT.subject]) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(value);
      }
      expect(mail.text).toContain(CONTACT.message);
      expect(mail.text).toContain(`Open it in the panel: ${link}`);
      expect(mail.html).toContain(
        'We need a new storefront.<br>Budget around 20k, launch in spring.',
      );
      expect(mail.html).toContain(`href="${link}"`);

      expect(stored.notification.state).toBe('sent');
      expect(Date.parse(stored.notification.at!)).toBeGreaterThanOrEqual(
        Date.parse(stored.createdAt),
      );
    });

    test('the 201 never waits for the mail server: answered while the server still holds the email', async () => {
      smtp.hold();
      const before = smtp.received.length;
      const res = await send();
      // The mail server has not accepted anything yet, and the visitor already has the answer.
      expect(res.status).toBe(201);
      expect(smtp.received.length).toBe(before);
      expect((await newest()).notification.state).toBe('pending');

      smtp.release();
      await smtp.nth(before + 1);
      await afterResponseSettled();
      expect((await newest()).notification.state).toBe('sent');
    });

    test('nothing typed injects a header or markup: line breaks in the name, HTML in the message, a list as the address', async () => {
      const before = smtp.received.length;
      const hostile = {
        ...CONTACT,
        name: 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes',
        email: 'eve@example.com, boss@evil.example',
        message: '<script>alert(1)</script><img src=x onerror="alert(2)"> & more',
      };
      expect((await send(hostile)).status).toBe(201);
      const { envelope, raw, mail } = await smtp.nth(before + 1);
      await afterResponseSettled();

      // Only the agency receives it; no header came from the visitor's text.
      expect(envelope.to).toEqual(['sales@agency.example.com', 'owner@agency.example.com']);
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has('x-injected')).toBe(false);
      const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(headerBlock).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(mail.subject).toBe(
        'New contact message from Eve Bcc: victim@evil.example X-Injected: yes: Web Development',
      );
      // An address that is not one plain address never becomes the Reply-To.
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain('replies to this email go nowhere');
      // The HTML body shows the markup as text.
      expect(mail.html).not.toMatch(/<script|<img/i);
      expect(mail.html).toContain(
        '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; more',
      );
      expect(mail.text).toContain(hostile.message);
    });
  });

  describe('a mail server that is gone', () => {
    test('loses nothing: the message is stored as failed with the error, and POST /admin/main/contact/notify/{id} sends it once the server is back', async () => {
      await smtp.stop();
      const res = await send({ ...CONTACT, name: 'Omar Haddad' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(THANKS);
      await afterResponseSettled();

      const failed = await newest();
      expect(failed).toMatchObject({ ...CONTACT, name: 'Omar Haddad', handled: false });
      expect(failed.notification).toEqual({
        state: 'failed',
        at: expect.any(String),
        error: expect.stringMatching(/ECONNREFUSED/),
      });
      // The panel's read shows it, with the error.
      const cookie = await signIn('admin', PASSWORD);
      const dashboard = await call(routes.adminMain.GET, { cookie });
      const listed = (dashboard.body.messages as ContactMessage[]).find(
        (m) => m._id === failed._id,
      );
      expect(listed?.notification.state).toBe('failed');

      // Sending again while the server is still gone: 502 with the reason, still stored.
      const again = await call(routes.adminContactNotify.POST, {
        method: 'POST',
        params: { id: failed._id },
        cookie,
      });
      expect(again.status).toBe(502);
      expect(again.body.message).toMatch(/^The email could not be sent: .*ECONNREFUSED/);
      expect((await fixture().store.messages.get(failed._id))?.notification.state).toBe('failed');

      // The server is back: sent, and it arrives.
      await smtp.start();
      const before = smtp.received.length;
      const sent = await call(routes.adminContactNotify.POST, {
        method: 'POST',
        params: { id: failed._id },
        cookie,
      });
      expect(sent.status).toBe(202);
      expect(sent.body.message).toBe('Email sent!');
      const answered = sent.body.contactMessage as ContactMessage;
      expect(answered._id).toBe(failed._id);
      expect(answered.notification).toEqual({ state: 'sent', at: expect.any(String) });
      const { mail } = await smtp.nth(before + 1);
      expect(mail.subject).toBe('New contact message from Omar Haddad: Web Development');
      expect(mail.text).toContain(`message=${failed._id}`);
      expect((await fixture().store.messages.get(failed._id))?.notification.state).toBe('sent');
    });

    test('a mail server that refuses the sign-in: failed, with its answer', async () => {
      configureMail(smtp.url.replace(encodeURIComponent('with%reserved'), 'wrong'));
      expect((await send()).status).toBe(201);
      await afterResponseSettled();
      const { notification } = await newest();
      expect(notification.state).toBe('failed');
      expect(notification.error).toMatch(/Invalid login/);
    });
  });

  describe('one email per message, whoever sends it again', () => {
    const notify = async (id: string, cookie: string) =>
      call(routes.adminContactNotify.POST, { method: 'POST', params: { id }, cookie });
    const IN_PROGRESS =
      'The email about this message is being sent right now. If it has not gone in two minutes, send it again.';

    test('Send again while the first send is still with the mail server: 409, and the agency gets one email', async () => {
      const cookie = await signIn('admin', PASSWORD);
      smtp.hold();
      const before = smtp.received.length;
      expect((await send()).status).toBe(201);
      const pending = await newest();
      expect(pending.notification.state).toBe('pending');

      const again = await notify(pending._id, cookie);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: IN_PROGRESS });

      smtp.release();
      await smtp.nth(before + 1);
      await afterResponseSettled();
      expect((await newest()).notification.state).toBe('sent');
      expect(smtp.received.length).toBe(before + 1);
    });

    test('two admins sending a failed message again at once: one sends it, the other is told it is under way', async () => {
      const [first, second] = [await signIn('admin', PASSWORD), await signIn('admin', PASSWORD)];
      await smtp.stop();
      expect((await send()).status).toBe(201);
      await afterResponseSettled();
      const failed = await newest();
      expect(failed.notification.state).toBe('failed');

      await smtp.start();
      smtp.hold();
      const before = smtp.received.length;
      const answers = [notify(failed._id, first), notify(failed._id, second)];
      // The one that claimed the message is held by the mail server, so the first answer is the
      // other one's.
      const told = await Promise.race(answers);
      expect(told.status).toBe(409);
      expect(told.body).toEqual({ message: IN_PROGRESS });
      smtp.release();
      const statuses = (await Promise.all(answers)).map((a) => a.status).sort();
      expect(statuses).toEqual([202, 409]);
      await smtp.nth(before + 1);
      expect(smtp.received.length).toBe(before + 1);
      expect((await fixture().store.messages.get(failed._id))?.notification.state).toBe('sent');
    });

    test('a send left pending by a request that died is sent again once it is two minutes old, not before', async () => {
      const { store } = fixture();
      const cookie = await signIn('admin', PASSWORD);
      const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
      const recent = await store.messages.create({
        ...CONTACT,
        notification: { state: 'pending', at: ago(90_000) },
      });
      const stuck = await store.messages.create({
        ...CONTACT,
        name: 'Lena Park',
        notification: { state: 'pending', at: ago(121_000) },
      });
      const before = smtp.received.length;

      expect((await notify(recent._id, cookie)).status).toBe(409);
      expect((await store.messages.get(recent._id))?.notification.at).toBe(recent.notification.at);

      const sent = await notify(stuck._id, cookie);
      expect(sent.status).toBe(202);
      const { mail } = await smtp.nth(before + 1);
      expect(mail.subject).toBe('New contact message from Lena Park: Web Development');
      expect(smtp.received.length).toBe(before + 1);
    });

    test('a first send that outlives its claim does not overwrite the outcome of the send that took over', async () => {
      const { store } = fixture();
      const cookie = await signIn('admin', PASSWORD);
      // The first send claimed the message over two minutes ago and is still talking to a mail
      // server; an admin sends it again, which takes over and succeeds.
      const firstClaim = await store.messages.create({
        ...CONTACT,
        notification: { state: 'pending', at: new Date(Date.now() - 121_000).toISOString() },
      });
      expect((await notify(firstClaim._id, cookie)).status).toBe(202);
      const taken = (await store.messages.get(firstClaim._id))!;
      expect(taken.notification.state).toBe('sent');

      // Then the first send ends, failing: what it records is dropped.
      await smtp.stop();
      const late = await notifyLead(firstClaim, mailSettings()!);
      expect(late.notification.state).toBe('failed');
      expect(late.message).toEqual(taken);
      expect(await store.messages.get(firstClaim._id)).toEqual(taken);
    });

    test('an unknown message is still a 404', async () => {
      const res = await notify('65f1a9000000000000000999', await signIn('admin', PASSWORD));
      expect(res.status).toBe(404);
    });
  });

  describe('without SMTP_URL', () => {
    test('the message is stored as not notified, nothing is sent, and Send again answers 409', async () => {
      configureMail(undefined);
      const before = smtp.received.length;
      const res = await send();
      expect(res.status).toBe(201);
      await afterResponseSettled();
      const stored = await newest();
      expect(stored.notification).toEqual({ state: 'not-configured', at: expect.any(String) });

      const again = await call(routes.adminContactNotify.POST, {
        method: 'POST',
        params: { id: stored._id },
        cookie: await signIn('admin', PASSWORD),
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        message:
          'Email not set up. Messages are kept here but not emailed. Whoever runs the site can turn emails on: the README’s section “Email notification of contact messages” says how.',
      });
      expect(smtp.received.length).toBe(before);
    });
  });

  describe('the honeypot', () => {
    test('a filled honeypot gets the same 201 and body; nothing is stored or mailed', async () => {
      const { store } = fixture();
      const count = await store.messages.count();
      const before = smtp.received.length;
      const res = await call(routes.publicContact.POST, {
        json: { ...CONTACT, website: 'https://spam.example' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(THANKS);
      await afterResponseSettled();
      expect(await store.messages.count()).toBe(count);
      expect(smtp.received.length).toBe(before);
    });
  });
});
