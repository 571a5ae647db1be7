import { csvFileName, messagesCsv, neutraliseFormula } from '@/lib/admin/contact-csv';
import type { ContactMessage } from '@/lib/entities';
import { ConfigError, parseEnv } from '@/lib/env';
import { afterResponse, afterResponseSettled } from '@/lib/mail/after-response';
import { announceMailSetup, mailSettings, resetMailNoticeForTests } from '@/lib/mail/settings';

const MAIL = {
  SMTP_URL: 'smtp://apikey:s3cret%2Fkey@smtp.sendgrid.net:587',
  LEADS_EMAIL_TO: 'sales@agency.example.com, Owner <owner@agency.example.com>',
  LEADS_EMAIL_FROM: 'Agency leads <leads@agency.example.com>',
  NEXTAUTH_URL: 'https://agency.example.com/',
};

describe('the mail settings (SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM)', () => {
  test('a complete configuration gives the recipients, the sender and the site for the link', () => {
    expect(mailSettings(parseEnv(MAIL))).toEqual({
      smtpUrl: MAIL.SMTP_URL,
      to: ['sales@agency.example.com', 'Owner <owner@agency.example.com>'],
      from: 'Agency leads <leads@agency.example.com>',
      siteUrl: 'https://agency.example.com',
    });
  });

  test('without SMTP_URL nothing is sent, and the recipients are not required', () => {
    expect(mailSettings(parseEnv({}))).toBeNull();
    expect(mailSettings(parseEnv({ LEADS_EMAIL_TO: 'a@b.co' }))).toBeNull();
  });

  test.each([
    ['SMTP_URL', { SMTP_URL: 'smtp.sendgrid.net:587' }],
    ['SMTP_URL', { SMTP_URL: 'https://smtp.sendgrid.net' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://' }],
    ['LEADS_EMAIL_TO', { LEADS_EMAIL_TO: undefined }],
    ['LEADS_EMAIL_TO', { LEADS_EMAIL_TO: 'sales@agency, not an address' }],
    ['LEADS_EMAIL_FROM', { LEADS_EMAIL_FROM: undefined }],
    ['LEADS_EMAIL_FROM', { LEADS_EMAIL_FROM: 'a@b.co, c@d.co' }],
  ])(
    'a bad or missing value stops start-up naming %s, never repeating the password',
    (name, change) => {
      let error: unknown;
      try {
        parseEnv({ ...MAIL, ...change });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(`${name}:`);
      expect((error as Error).message).not.toContain('s3cret');
    },
  );

  test('the start-up log says once that messages are not emailed without SMTP_URL', () => {
    resetMailNoticeForTests();
    const log = { info: jest.fn() };
    announceMailSetup(log, parseEnv({}));
    announceMailSetup(log, parseEnv({}));
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![0]).toMatch(/SMTP_URL is not set/);
  });

  test('with SMTP_URL the log names the recipients and the host, never the password', () => {
    resetMailNoticeForTests();
    const log = { info: jest.fn() };
    announceMailSetup(log, parseEnv(MAIL));
    expect(log.info).toHaveBeenCalledTimes(1);
    const line = log.info.mock.calls[0]![0] as string;
    expect(line).toContain('sales@agency.example.com');
    expect(line).toContain('smtp.sendgrid.net:587');
    expect(line).not.toContain('s3cret');
  });
});

describe('the CSV export', () => {
  const message = (over: Partial<ContactMessage>): ContactMessage => ({
    _id: '65f1a6000000000000000009',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '+1 555',
    subject: 'Consultation',
    message: 'Hello, "world"\nsecond line',
    handled: false,
    notification: { state: 'sent', at: '2025-03-05T10:00:05.000Z' },
    createdAt: '2025-03-05T10:00:00.000Z',
    ...over,
  });

  test.each(['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1', '＝1'])(
    'a cell starting %j is text, never a formula',
    (value) => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    },
  );

  test('other cells are kept as typed', () => {
    expect(neutraliseFormula('Ada = genius')).toBe('Ada = genius');
  });

  test('a header row, quoted cells, line breaks and quotes kept, formulas defused', async () => {
    async function* messages() {
      yield message({ name: '=HYPERLINK("http://evil")', phone: '+44 20' });
    }
    const bytes = await new Response(messagesCsv(messages())).arrayBuffer();
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith('\uFEFF"Received","Name","Email","Phone","Subject","Message"')).toBe(
      true,
    );
    const [, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(row).toBe(
      `"2025-03-05 10:00","'=HYPERLINK(""http://evil"")","ada@example.com","'+44 20","Consultation","Hello, ""world""\nsecond line","No","Sent","2025-03-05 10:00",""`,
    );
  });

  test('the file name says what it holds and the day, nothing typed', () => {
    expect(csvFileName(false)).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csvFileName(true)).toMatch(/^contact-messages-search-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

describe('work after the response (outside a request, as in tests and scripts)', () => {
  test('the caller never waits for the task nor fails with it; the failure is logged; tests can await it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const order: string[] = [];
    afterResponse(async () => {
      order.push('task');
      throw new Error('mail server down');
    });
    order.push('caller');
    await afterResponseSettled();
    expect(order).toEqual(['caller', 'task']);
    expect(error).toHaveBeenCalledWith(
      '[after] a task after the response failed',
      expect.objectContaining({ message: 'mail server down' }),
    );
    error.mockRestore();
  });
});
