import type Mail from 'nodemailer/lib/mailer';
import type { ContactMessage } from '@/lib/entities';
import { inboxMessagePath } from '@/lib/entities/contact-inbox';
import { singleLine } from '@/lib/entities/text';
import { isMailAddress } from './rules';
import type { MailSettings } from './settings';

/**
 * The email that tells the agency about a contact message. Everything in it but the labels was
 * typed by a visitor: header values go to nodemailer as data (it encodes them, so a line break
 * in a name can never start a header of its own) and every value in the HTML body is escaped.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Escaped, with the visitor's line breaks kept as breaks. */
const htmlText = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');

/**
 * A visitor's single-line value as header and body text: on one line, and never read as an RFC
 * 2047 encoded word. A mail client decodes `=?UTF-8?B?...?=` in a header into whatever it
 * encodes (a line break included), so a word joiner goes between `=` and `?`: the text shows as
 * typed, and the header, no longer plain ASCII, is encoded by nodemailer as a whole.
 */
const oneLine = (text: string) => singleLine(text).replace(/=\?/g, '=\u2060?');

export function leadEmail(message: ContactMessage, settings: MailSettings): Mail.Options {
  const link = `${settings.siteUrl}${inboxMessagePath(message._id)}`;
  const name = oneLine(message.name);
  // The visitor's address is free text: only a plain single address becomes the Reply-To, so
  // "a@x.com, b@y.com" can never make a reply go to two people.
  const replyTo = isMailAddress(message.email) ? { name, address: message.email } : undefined;
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', oneLine(message.email)],
    ['Phone', oneLine(message.phone)],
    ['Subject', oneLine(message.subject)],
  ];
  const replyNote = replyTo
    ? `Reply to this email to answer ${name} directly.`
    : 'The email address given is not a valid address: replies to this email go nowhere.';

  const text = [
    'A new message was sent from the contact page.',
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(9)}${value}`),
    '',
    'Message:',
    message.message,
    '',
    `Open it in the panel: ${link}`,
    replyNote,
    '',
  ].join('\n');

  const cell = 'padding:6px 16px 6px 0;vertical-align:top';
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f8fafc">
<div style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<p style="margin:0 0 16px;font-size:16px">A new message was sent from the contact page.</p>
<table role="presentation" style="border-collapse:collapse;font-size:14px">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="${cell};text-align:left;color:#64748b;font-weight:600">${label}</th><td style="${cell}">${htmlText(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="margin:16px 0 6px;color:#64748b;font-size:14px;font-weight:600">Message</p>
<p style="margin:0;font-size:14px;line-height:1.6">${htmlText(message.message)}</p>
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:14px">Open it in the panel</a></p>
<p style="margin:16px 0 0;color:#64748b;font-size:13px">${escapeHtml(replyNote)}</p>
</div>
</body>
</html>
`;

  return {
    from: settings.from,
    to: settings.to,
    replyTo,
    subject: `New contact message from ${name}: ${oneLine(message.subject)}`,
    text,
    html,
  };
}
