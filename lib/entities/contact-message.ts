import { keysOf } from './keys';
import { text, type InputOf } from './checks';
import { TEXT_LIMITS } from './text';

/**
 * The subjects a visitor may choose on a fresh install; admins change the list in the settings,
 * and the contact endpoint holds a message to the stored list.
 */
export const CONTACT_SUBJECTS = ['Web Development', 'UI/UX Design', 'Consultation'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** A message sent from the contact page; all five fields are kept. */
const fields = {
  name: text({ label: 'Name', max: TEXT_LIMITS.name }),
  email: text({ label: 'Email', max: TEXT_LIMITS.email }),
  phone: text({ label: 'Phone', max: TEXT_LIMITS.phone }),
  subject: text({ label: 'Subject', max: 100 }),
  message: text({ label: 'Message', max: TEXT_LIMITS.text }),
};

export type ContactMessageInput = InputOf<typeof fields>;

/**
 * Where the email that tells the agency about a message stands:
 *  - `pending`: stored, the email goes out once the visitor has had the answer;
 *  - `sent`: the mail server accepted it (`at`);
 *  - `failed`: the last attempt failed (`at`, and the mail server's or network's `error`);
 *  - `not-configured`: no mail server was configured, so nothing was sent (also what a message
 *    stored without a notification reads as).
 */
export const NOTIFICATION_STATES = ['pending', 'sent', 'failed', 'not-configured'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
export interface ContactNotification {
  state: NotificationState;
  /** When it was queued, sent, found failing or found unconfigured (ISO). */
  at?: string;
  error?: string;
}
/** The stored error of a failed send is cut to this length. */
export const NOTIFICATION_ERROR_MAX = 500;
/**
 * A send begun (`pending`) less than this long ago is taken to be still under way, and no second
 * one starts: twice the longest an SMTP conversation lasts (lib/mail/notify.ts bounds it to about
 * a minute), so only a send whose request died (a stopped server or function) is ever retried.
 */
export const NOTIFICATION_SENDING_MS = 2 * 60_000;

/**
 * A stored message: the five fields, whether an admin has dealt with it (new messages have not),
 * and its notification. A visitor's fields are never edited, so there is no updatedAt.
 */
export type ContactMessage = { _id: string } & ContactMessageInput & {
    handled: boolean;
    notification: ContactNotification;
    createdAt: string;
  };
/** What a store writes for a new message: it starts unhandled. */
export type NewContactMessage = ContactMessageInput & { notification: ContactNotification };

const enc = encodeURIComponent;

export const contactMessage = {
  fields,
  keys: keysOf<ContactMessage>()(
    '_id',
    'name',
    'email',
    'phone',
    'subject',
    'message',
    'handled',
    'notification',
    'createdAt',
  ),
  api: {
    send: '/frontend/contact/send',
    /** The dashboard: the counts and every message (`messages`). */
    dashboard: '/admin/main/get',
    remove: (id: string) => `/admin/main/contact/delete/${enc(id)}`,
    /** PATCH `{ handled }`: 202 with `contactMessage`. */
    update: (id: string) => `/admin/main/contact/update/${enc(id)}`,
    /** POST: sends the notification email again; 202 with `contactMessage`. */
    notify: (id: string) => `/admin/main/contact/notify/${enc(id)}`,
    /** GET: every message, or those matching `q`, as CSV. */
    export: (query = '') => `/admin/main/contact/export${query ? `?q=${enc(query)}` : ''}`,
    /** Response key of one message (`message` is the answer's text). */
    key: 'contactMessage',
  },
} as const;
