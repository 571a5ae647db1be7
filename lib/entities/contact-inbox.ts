import { accept, refuse, type Field } from './checks';
import { ADMIN_ROOT } from './entity';

/**
 * The contact inbox of the panel: how messages are searched, paged, marked and exported, and its
 * texts. Apart from the contact message itself (./contact-message.ts), which the visitors' form
 * loads, so that none of this reaches the public pages.
 */

/** The inbox shows this many messages a page; the pager appears once there are more. */
export const INBOX_PAGE_SIZE = 25;
/** A search is at most this long (the search box stops there; the API answers 400 beyond). */
export const INBOX_SEARCH_MAX = 100;

/** Where whoever runs the site finds how to turn on the emails about new messages. */
export const MAIL_SETUP_HINT =
  'Messages are kept here but not emailed. Whoever runs the site can turn emails on: the README’s section “Email notification of contact messages” says how.';

export const INBOX_MESSAGES = {
  handled: 'Message marked as handled!',
  notHandled: 'Message marked as not handled!',
  handledInvalid: 'Handled must be true or false!',
  notified: 'Email sent!',
  searchTooLong: `Search must be at most ${INBOX_SEARCH_MAX} characters!`,
  /** Read by admins, not operators: no setting names (the README's section has them). */
  mailNotConfigured: `Email not set up. ${MAIL_SETUP_HINT}`,
  /** The mail server refused the email or could not be reached: followed by its error. */
  notifyFailed: 'The email could not be sent: ',
  /** A send of it began less than NOTIFICATION_SENDING_MS ago and has not finished. */
  notifyInProgress:
    'The email about this message is being sent right now. If it has not gone in two minutes, send it again.',
} as const;

/** PATCH /admin/main/contact/update/{id}: `handled`, true or false (a form sends the words). */
export const inboxFields = {
  handled: {
    input: 'text',
    label: 'Handled',
    check(raw) {
      if (raw === true || raw === 'true') return accept(true);
      if (raw === false || raw === 'false') return accept(false);
      return refuse(INBOX_MESSAGES.handledInvalid);
    },
  } satisfies Field<boolean>,
};

/** The dashboard's address parameters: the search, the page, and a message to open. */
export const INBOX_PARAMS = { query: 'q', page: 'page', open: 'message' } as const;

/** The panel's page of one message: the dashboard with that message open (the email links here). */
export function inboxMessagePath(id: string): string {
  return `${ADMIN_ROOT}/main?${INBOX_PARAMS.open}=${encodeURIComponent(id)}`;
}

/** A search as typed: trimmed, and '' for anything that is not text. */
export function searchText(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : '';
}
