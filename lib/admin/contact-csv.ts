import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ContactMessage, NotificationState } from '@/lib/entities';
import { env } from '@/lib/env';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The contact messages as a CSV file for a spreadsheet. Every cell but the headers holds what
 * a visitor typed, and a spreadsheet runs a cell that starts with =, +, - or @ (or a tab or line
 * break before one of them) as a formula: `=HYPERLINK(...)` in a name would turn an export into
 * an attack on whoever opens it. Such a cell starts with an apostrophe instead, which the
 * spreadsheet reads as "this is text"; full-width forms of those signs, which some spreadsheets
 * take for the real ones, are treated the same.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const STATE_LABELS: Record<NotificationState, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  'not-configured': 'Not sent (email not set up)',
};

/** The date as the site shows dates (its time zone), in an order spreadsheets sort by. */
const when = (iso: string | undefined) =>
  iso ? dayjs(iso).tz(env().SITE_TIMEZONE).format('YYYY-MM-DD HH:mm') : '';

const CSV_OPTIONS: Options = {
  header: true,
  columns: [
    { key: 'received', header: 'Received' },
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    { key: 'subject', header: 'Subject' },
    { key: 'message', header: 'Message' },
    { key: 'handled', header: 'Handled' },
    { key: 'notification', header: 'Email notification' },
    { key: 'notifiedAt', header: 'Notified at' },
    { key: 'error', header: 'Notification error' },
  ],
  // Excel reads a UTF-8 file as UTF-8 only with the byte-order mark; lines end as RFC 4180 says.
  bom: true,
  record_delimiter: 'windows',
  quoted_string: true,
  cast: { string: neutraliseFormula },
};

async function* csvRows(messages: AsyncIterable<ContactMessage>) {
  for await (const m of messages) {
    yield {
      received: when(m.createdAt),
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      handled: m.handled ? 'Yes' : 'No',
      notification: STATE_LABELS[m.notification.state],
      notifiedAt: when(m.notification.at),
      error: m.notification.error ?? '',
    };
  }
}

/**
 * The CSV file of `messages`, written as they are read: however many messages there are, only a
 * batch of them is in memory at a time. A read that fails midway ends the download with an error.
 */
export function messagesCsv(messages: AsyncIterable<ContactMessage>): ReadableStream<Uint8Array> {
  const csv = stringify(CSV_OPTIONS);
  pipeline(Readable.from(csvRows(messages)), csv, (error) => {
    if (error) console.error('[admin] the contact export stopped:', error);
  });
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/**
 * The messages, with the first one already read: a database that cannot be reached fails here,
 * as a 503, before the download has begun.
 */
export async function startedReading<T>(items: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = items[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value;
      }
    },
  };
}

/** The file's name: what it holds and the day (in the site's time zone), never anything typed. */
export function csvFileName(searched: boolean): string {
  const day = dayjs().tz(env().SITE_TIMEZONE).format('YYYY-MM-DD');
  return `contact-messages${searched ? '-search' : ''}-${day}.csv`;
}
