import nodemailer from 'nodemailer';
import { getStore } from '@/lib/data';
import {
  NOTIFICATION_ERROR_MAX,
  type ContactMessage,
  type ContactNotification,
} from '@/lib/entities';
import { leadEmail } from './lead-email';
import type { MailSettings } from './settings';

/**
 * Bounds on one SMTP conversation (nodemailer waits up to 2 minutes to connect and 10 to read by
 * default): a mail server that hangs marks the send failed within a minute, and a serverless
 * function is not kept running for it.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The notification a message is stored with: queued when mail is set up. */
export function firstNotification(settings: MailSettings | null): ContactNotification {
  const at = new Date().toISOString();
  return settings ? { state: 'pending', at } : { state: 'not-configured', at };
}

/** The error as it is stored and shown: the password of SMTP_URL never in it, and short. */
function describeFailure(error: unknown, settings: MailSettings): string {
  let text = error instanceof Error ? error.message : String(error);
  const { password } = new URL(settings.smtpUrl);
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // a malformed escape: the password is used as written
  }
  for (const secret of new Set([password, decoded])) {
    if (secret) text = text.split(secret).join('***');
  }
  text = text.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return text.length > NOTIFICATION_ERROR_MAX
    ? `${text.slice(0, NOTIFICATION_ERROR_MAX - 1)}…`
    : text;
}

/** One SMTP conversation that hands the lead's email to the mail server. */
async function send(message: ContactMessage, settings: MailSettings): Promise<void> {
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...TIMEOUTS });
  try {
    await transport.sendMail(leadEmail(message, settings));
  } finally {
    transport.close();
  }
}

export interface Notified {
  notification: ContactNotification;
  /** The message as stored with it; null when it was deleted in the meantime. */
  message: ContactMessage | null;
}

/**
 * Emails the agency about `message` and stores how that went (sent, or failed with the error).
 * A failed send is a state of the message, not an error: only a store that cannot record it
 * (the database is down too) throws. `message` is as its claim left it (pending since a time):
 * the outcome is stored only while that claim holds, so a send that took longer than its claim
 * lasts never overwrites the outcome of the send that took over.
 */
export async function notifyLead(
  message: ContactMessage,
  settings: MailSettings,
): Promise<Notified> {
  let notification: ContactNotification;
  try {
    await send(message, settings);
    notification = { state: 'sent', at: new Date().toISOString() };
  } catch (error) {
    notification = {
      state: 'failed',
      at: new Date().toISOString(),
      error: describeFailure(error, settings),
    };
    console.warn(`[mail] the email about message ${message._id} failed: ${notification.error}`);
  }
  const store = await getStore();
  const claim = message.notification;
  const heldSince = claim.state === 'pending' ? claim.at : undefined;
  const stored = await store.messages.setNotification(message._id, notification, heldSince);
  // Taken over: the message as the later send leaves it (null only once it is deleted).
  return { notification, message: stored ?? (await store.messages.get(message._id)) };
}
