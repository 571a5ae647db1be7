import nodemailer from 'nodemailer';
import type { ContactMessage } from '@/lib/entities';
import { leadEmail } from '@/lib/mail/lead-email';

/**
 * The lead email as the agency's mail client reads it: the raw message nodemailer would send,
 * its headers decoded once (RFC 2047, as every client does), and its plain-text body.
 */

const settings = {
  smtpUrl: 'smtp://localhost:25',
  to: ['sales@agency.example.com'],
  from: 'Leads <leads@agency.example.com>',
  siteUrl: 'https://agency.example.com',
};

const message = (over: Partial<ContactMessage>): ContactMessage => ({
  _id: '65f1a6000000000000000009',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+1 555',
  subject: 'Consultation',
  message: 'Hello',
  handled: false,
  notification: { state: 'pending' },
  createdAt: '2025-03-05T10:00:00.000Z',
  ...over,
});

/** A header's value as a mail client shows it: folded lines joined, encoded words decoded. */
function decodeHeader(raw: string): string {
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, _charset: string, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    )
    .replace(/\r\n[ \t]+/g, ' ');
}

async function rawMail(over: Partial<ContactMessage>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message: raw } = await transport.sendMail(leadEmail(message(over), settings));
  const text = raw.toString('utf8');
  const [head] = text.split('\r\n\r\n');
  const unfolded = head!.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    decodeHeader(
      unfolded
        .split('\r\n')
        .find((l) => l.startsWith(`${name}: `))!
        .slice(name.length + 2),
    );
  return { header };
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe("the lead email: a visitor's name stays one line of text", () => {
  test('an RFC 2047 encoded word in the name shows as typed, never as a line break', async () => {
    const name = `=?UTF-8?B?${b64('Eve\r\nBcc: victim@example.com')}?=`;
    const mail = await rawMail({ name });
    for (const field of ['Subject', 'Reply-To']) {
      const value = mail.header(field);
      expect(value).not.toMatch(/[\r\n]/);
      expect(value).not.toContain('Bcc: victim');
      expect(value).toContain('=\u2060?UTF-8?B?');
    }
  });

  test('a name with CR/LF never starts a line of its own in the text body', async () => {
    const over = { name: 'Ada\r\nPhone:   +1 forged\u2028Subject: x' };
    const mail = await rawMail(over);
    const lines = String(leadEmail(message(over), settings).text).split('\n');
    expect(lines.filter((l) => l.startsWith('Phone:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('Subject:'))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith('Name:'))).toBe(
      'Name:    Ada Phone: +1 forged Subject: x',
    );
    expect(mail.header('Subject')).toBe(
      'New contact message from Ada Phone: +1 forged Subject: x: Consultation',
    );
  });
});
