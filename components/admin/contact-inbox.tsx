'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useInBrowser } from '@/components/ui/use-in-browser';
import type { InboxPage } from '@/lib/admin/dashboard';
import { AdminApiError, adminDownload, adminRequest } from '@/lib/admin/request';
import { contactMessage, type ContactMessage, type ContactNotification } from '@/lib/entities';
import { INBOX_PAGE_SIZE, INBOX_PARAMS, INBOX_SEARCH_MAX } from '@/lib/entities/contact-inbox';
import { formatDayMonthYear, formatLongDate } from '@/lib/format';
import { apiUrl, publicEnv } from '@/lib/public-env';
import { Button, panelButtonClasses } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { Card, CountBadge } from './card';
import { DataTable, PHONE, type Column } from './data-table';
import { EmailAddress } from './email-address';
import { Modal } from './modal';
import { useDeleteConfirmation } from './use-delete';
import { useFailureHandler } from './use-failure';

export const CONTACT_HISTORY_ID = 'contact-history';

/** How each notification state reads in the panel, with its icon and colour. */
const NOTIFICATION_LOOK: Record<
  ContactNotification['state'],
  { label: string; icon: IconName; tone: string }
> = {
  // Tones that read as text on white (4.5:1): the dialog writes the status in them.
  sent: { label: 'Email sent', icon: 'check-circle', tone: 'text-emerald-700' },
  failed: { label: 'Email failed', icon: 'alert', tone: 'text-rose-700' },
  pending: { label: 'Email waiting to be sent', icon: 'refresh', tone: 'text-amber-700' },
  'not-configured': { label: 'Email not sent: not set up', icon: 'mail', tone: 'text-slate-500' },
};

/** The time of day in the site's time zone, as every date of the panel is shown. */
const timeOfDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: publicEnv.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** "Sent on 05-03-2025 at 10:04", as the dialog states the notification. */
function describeNotification(n: ContactNotification, mailConfigured: boolean): string {
  const on = n.at ? ` on ${formatDayMonthYear(n.at)} at ${timeOfDay(n.at)}` : '';
  switch (n.state) {
    case 'sent':
      return `Sent${on}.`;
    case 'failed':
      return `Failed${on}: ${n.error ?? 'unknown error'}`;
    case 'pending':
      return `Waiting to be sent (queued${on}).`;
    default:
      return mailConfigured
        ? `Not sent: email was not set up when this message arrived${n.at ? '' : ' (or it came before emails were sent)'}.`
        : 'Not sent: email is not set up on this server (SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM).';
  }
}

function NotificationMark({ notification }: { notification: ContactNotification }) {
  const look = NOTIFICATION_LOOK[notification.state];
  return (
    <span
      className={`inline-flex p-2 ${look.tone}`}
      title={notification.error ? `${look.label}: ${notification.error}` : look.label}
    >
      <Icon name={look.icon} size={18} />
      <span className="sr-only">{look.label}</span>
    </span>
  );
}

/**
 * A short fact beside its label (on a phone too, so the message stays near the top); a `wide`
 * one, the message, under its label.
 */
function Detail({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`grid py-2.5 ${wide ? 'gap-1' : 'grid-cols-[5.5rem_1fr] gap-3 sm:grid-cols-[7rem_1fr] sm:gap-4'}`}
    >
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function NewBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-indigo-600 px-1.5 py-0.5 text-[10px] leading-none font-bold tracking-wide text-white uppercase">
      New
    </span>
  );
}

/** One message whole: who sent it and when, what they wrote, whether it is handled, its email. */
function MessageDialog({
  message,
  mailConfigured,
  busy,
  onClose,
  onToggleHandled,
  onNotify,
}: {
  message: ContactMessage | null;
  mailConfigured: boolean;
  busy: 'handled' | 'notify' | null;
  onClose: () => void;
  onToggleHandled: (m: ContactMessage) => void;
  onNotify: (m: ContactMessage) => void;
}) {
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      size="lg"
      title={
        message ? (
          <>
            Message from <bdi>{message.name}</bdi>
          </>
        ) : (
          ''
        )
      }
      footer={
        message && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button
              variant="secondary"
              onClick={() => onToggleHandled(message)}
              aria-disabled={busy !== null}
              aria-busy={busy === 'handled'}
            >
              <Icon name="check" size={16} />
              {message.handled ? 'Mark as not handled' : 'Mark as handled'}
            </Button>
            {mailConfigured && (
              <Button
                variant="secondary"
                onClick={() => onNotify(message)}
                aria-disabled={busy !== null}
                aria-busy={busy === 'notify'}
              >
                {busy === 'notify' ? <Spinner size={16} /> : <Icon name="refresh" size={16} />}
                {busy === 'notify' ? 'Sending...' : 'Send again'}
              </Button>
            )}
            <a href={`mailto:${message.email}`} className={panelButtonClasses('primary')}>
              <Icon name="mail" size={16} /> Reply by email
            </a>
          </>
        )
      }
    >
      {message && (
        <dl className="divide-y divide-slate-100">
          <Detail label="Name">{message.name}</Detail>
          <Detail label="Email">
            <a className="text-indigo-700 hover:underline" href={`mailto:${message.email}`}>
              <EmailAddress email={message.email} />
            </a>
          </Detail>
          <Detail label="Phone">
            {message.phone ? (
              <a
                className="text-indigo-700 hover:underline"
                href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
              >
                {message.phone}
              </a>
            ) : (
              <span className="text-slate-500">Not given</span>
            )}
          </Detail>
          <Detail label="Subject">
            {message.subject || <span className="text-slate-500">Not given</span>}
          </Detail>
          <Detail label="Date">
            <time dateTime={message.createdAt} title={formatLongDate(message.createdAt)}>
              {formatDayMonthYear(message.createdAt)}
            </time>
          </Detail>
          <Detail label="Message" wide>
            <p className="leading-relaxed whitespace-pre-wrap">{message.message}</p>
          </Detail>
          <Detail label="Status">
            {message.handled ? (
              'Handled'
            ) : (
              <span className="inline-flex items-center gap-2">
                <NewBadge /> Not handled yet
              </span>
            )}
          </Detail>
          <Detail label="Notification">
            <span className={NOTIFICATION_LOOK[message.notification.state].tone}>
              {describeNotification(message.notification, mailConfigured)}
            </span>
          </Detail>
        </dl>
      )}
    </Modal>
  );
}

/** The inbox's own address: the search and the page, without their defaults. */
function inboxHref(pathname: string, query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set(INBOX_PARAMS.query, query);
  if (page > 1) params.set(INBOX_PARAMS.page, String(page));
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}#${CONTACT_HISTORY_ID}`;
}

/** The pages around the current one, with the first and last always there. */
function pageNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

function Pager({ inbox, href }: { inbox: InboxPage; href: (page: number) => string }) {
  const { page, pageCount } = inbox;
  const step =
    'inline-flex min-w-9 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium';
  const off = `${step} cursor-not-allowed text-slate-300`;
  const on = `${step} text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600`;
  return (
    <nav
      aria-label="Contact History pages"
      className="flex flex-wrap items-center justify-center gap-1"
    >
      {page > 1 ? (
        <Link href={href(page - 1)} className={on} rel="prev">
          <Icon name="arrow-left" size={16} /> Previous
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          <Icon name="arrow-left" size={16} /> Previous
        </span>
      )}
      {pageNumbers(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={href(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            className={n === page ? `${step} bg-indigo-600 text-white` : on}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link href={href(page + 1)} className={on} rel="next">
          Next <Icon name="arrow-right" size={16} />
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          Next <Icon name="arrow-right" size={16} />
        </span>
      )}
    </nav>
  );
}

/**
 * The dashboard's Contact History: the table (Sr#, Name, Email, Message clamped to two
 * lines, Date as DD-MM-YYYY, Actions), with what working through leads takes: new messages stand
 * out until marked handled, a search and pages of 25 kept in the address (?q=, ?page=) so the
 * server renders them and Back works, a message opened whole (also from ?message=, where the
 * notification email links), its email's state with "Send again", and a CSV export.
 */
export function ContactInbox({
  inbox,
  onUpdated,
  onDeleted,
  refresh,
}: {
  inbox: InboxPage;
  onUpdated: (message: ContactMessage) => void;
  onDeleted: (message: ContactMessage) => void;
  refresh: () => void;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const onFailure = useFailureHandler();
  const [reading, setReading] = useState<ContactMessage | null>(inbox.opened);
  const [openedFromAddress, setOpenedFromAddress] = useState(inbox.opened);
  const [busy, setBusy] = useState<{ id: string; action: 'handled' | 'notify' } | null>(null);
  const inBrowser = useInBrowser();
  // The search box shows the query of the page on screen, and keeps the focus across searches.
  const searchRef = useRef<HTMLInputElement>(null);
  const [searchText, setSearchText] = useState(inbox.query);
  const [searched, setSearched] = useState(inbox.query);
  if (inbox.query !== searched) {
    setSearched(inbox.query);
    setSearchText(inbox.query);
  }
  // "Clear search" goes away with the query it cleared: the focus goes to the search box. Only
  // on a change of query: opening the dashboard leaves the focus (and the scroll) alone.
  const shownQuery = useRef(inbox.query);
  useEffect(() => {
    if (shownQuery.current === inbox.query) return;
    shownQuery.current = inbox.query;
    if (document.activeElement === document.body) searchRef.current?.focus();
  }, [inbox.query]);
  // A later navigation to ?message= (another email's link) opens that message.
  if (inbox.opened !== openedFromAddress) {
    setOpenedFromAddress(inbox.opened);
    if (inbox.opened) setReading(inbox.opened);
  }

  const href = (page: number, query = inbox.query) => inboxHref(pathname, query, page);

  function closeReading() {
    setReading(null);
    // Opened by the address: leave it, so a reload does not open the message again.
    if (inbox.opened) router.replace(href(inbox.page), { scroll: false });
  }

  function updated(message: ContactMessage) {
    onUpdated(message);
    setReading((current) => (current?._id === message._id ? message : current));
    refresh();
  }

  const remove = useDeleteConfirmation<ContactMessage>({
    path: (m) => contactMessage.api.remove(m._id),
    title: 'Delete this message?',
    describe: (m) => (
      <>
        The message from <strong className="font-semibold text-slate-900">{m.name}</strong> (
        {m.email}) will be permanently deleted.
      </>
    ),
    onDeleted: (m) => {
      onDeleted(m);
      setReading((current) => (current?._id === m._id ? null : current));
      refresh();
    },
    what: 'contact message',
  });

  async function toggleHandled(m: ContactMessage) {
    if (busy) return;
    setBusy({ id: m._id, action: 'handled' });
    try {
      const answer = await adminRequest<{ contactMessage: ContactMessage; message: string }>(
        contactMessage.api.update(m._id),
        { method: 'PATCH', expect: 202, body: { handled: !m.handled } },
      );
      updated(answer.contactMessage);
      toast.success(answer.message);
    } catch (error) {
      onFailure(error, 'mark contact message');
    } finally {
      setBusy(null);
    }
  }

  async function notify(m: ContactMessage) {
    if (busy) return;
    setBusy({ id: m._id, action: 'notify' });
    try {
      const answer = await adminRequest<{ contactMessage: ContactMessage; message: string }>(
        contactMessage.api.notify(m._id),
        { method: 'POST', expect: 202 },
      );
      updated(answer.contactMessage);
      toast.success(answer.message);
    } catch (error) {
      // The mail server's refusal (502), no mail server (409) or a send still under way (409)
      // says what to do: show it, and read the message again, whose stored state now holds the
      // failure, or the first send's outcome.
      if (error instanceof AdminApiError && (error.status === 502 || error.status === 409)) {
        console.error('[admin] send contact notification failed:', error);
        toast.error(error.message);
        refresh();
      } else {
        onFailure(error, 'send contact notification');
      }
    } finally {
      setBusy(null);
    }
  }

  /** Downloads through the panel's request handling: an ended session asks to sign in again. */
  function exportCsv(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    adminDownload(path, 'contact-messages.csv').catch((error: unknown) =>
      onFailure(error, 'export contact messages'),
    );
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(INBOX_PARAMS.query);
    router.push(href(1, typeof value === 'string' ? value.trim() : ''));
  }

  const columns: Column<ContactMessage>[] = [
    {
      header: 'Name',
      cell: (m) =>
        m.handled ? (
          <span dir="auto" className="text-slate-700">
            {m.name}
          </span>
        ) : (
          <span className="inline-flex max-w-full items-center gap-2">
            <NewBadge />
            {/* Its own direction: an Arabic name ends (and is cut short) at its left. */}
            <span dir="auto" className="min-w-0 truncate font-semibold text-slate-900">
              {m.name}
            </span>
          </span>
        ),
      // On a phone (DataTable's cards): the name, email and message each take a line.
      className: `min-w-[9rem] max-w-[12rem] ${PHONE.line}`,
    },
    {
      header: 'Email',
      cell: (m) => <EmailAddress email={m.email} />,
      className: `min-w-[13rem] max-w-[16rem] wrap-anywhere ${PHONE.line} max-sm:text-slate-500`,
    },
    {
      header: 'Message',
      cell: (m) => m.message,
      className: `min-w-[16rem] max-w-md ${PHONE.line}`,
    },
    {
      header: 'Date',
      cell: (m) => <time dateTime={m.createdAt}>{formatDayMonthYear(m.createdAt)}</time>,
      // Then the date, and the actions at the line's end.
      className:
        'whitespace-nowrap tabular-nums max-sm:flex-1 max-sm:text-xs max-sm:text-slate-500',
    },
    {
      header: 'Actions',
      clamp: false,
      pinned: true,
      className: `w-56 max-sm:w-auto max-sm:-mr-2 ${PHONE.end}`,
      cell: (m) => {
        const working = busy?.id === m._id;
        const retry =
          inbox.mailConfigured &&
          (m.notification.state === 'failed' || m.notification.state === 'pending');
        return (
          <div className="flex items-center gap-1">
            <NotificationMark notification={m.notification} />
            <Button
              variant="ghost"
              onClick={() => setReading(m)}
              aria-label={`Read message from ${m.name}`}
              title="Read message"
            >
              <Icon name="eye" size={18} />
            </Button>
            <Button
              variant="ghost"
              onClick={() => toggleHandled(m)}
              aria-disabled={busy !== null}
              aria-label={
                m.handled
                  ? `Mark message from ${m.name} as not handled`
                  : `Mark message from ${m.name} as handled`
              }
              title={m.handled ? 'Mark as not handled' : 'Mark as handled'}
              className={m.handled ? 'text-emerald-600' : ''}
            >
              {working && busy?.action === 'handled' ? (
                <Spinner size={18} />
              ) : (
                <Icon name={m.handled ? 'check-circle' : 'check'} size={18} />
              )}
            </Button>
            {retry && (
              <Button
                variant="ghost"
                onClick={() => notify(m)}
                aria-disabled={busy !== null}
                aria-label={`Send the email about the message from ${m.name} again`}
                title="Send again"
              >
                {working && busy?.action === 'notify' ? (
                  <Spinner size={18} />
                ) : (
                  <Icon name="refresh" size={18} />
                )}
              </Button>
            )}
            <Button
              variant="danger-ghost"
              onClick={() => remove.ask(m)}
              aria-label={`Delete message from ${m.name}`}
              title="Delete message"
            >
              <Icon name="trash" size={18} />
            </Button>
          </div>
        );
      },
    },
  ];

  const { query, matching, page, pageCount, newCount } = inbox;
  const from = (page - 1) * INBOX_PAGE_SIZE + 1;
  const to = from + inbox.messages.length - 1;
  const exportPath = contactMessage.api.export(query);

  return (
    <Card
      id={CONTACT_HISTORY_ID}
      className="scroll-mt-28"
      titleId="contact-history-title"
      title="Contact History"
      badge={<CountBadge count={matching} noun={query ? 'matching messages' : 'messages'} />}
      description={
        <>
          Messages sent from the contact page, newest first.
          {newCount > 0 && (
            <>
              {' '}
              <strong className="font-semibold text-indigo-700">{newCount} new</strong>, not handled
              yet.
            </>
          )}
        </>
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={apiUrl(exportPath)}
            download
            onClick={(event) => exportCsv(event, exportPath)}
            className={panelButtonClasses('secondary')}
            aria-label={
              query
                ? `Export results: the ${matching} messages matching “${query}”, as CSV`
                : 'Export CSV of all messages'
            }
          >
            <Icon name="document" size={16} />
            {query ? 'Export results' : 'Export CSV'}
          </a>
          {query && (
            <a
              href={apiUrl(contactMessage.api.export())}
              download
              onClick={(event) => exportCsv(event, contactMessage.api.export())}
              className={panelButtonClasses('secondary')}
              aria-label="Export all messages as CSV"
            >
              Export all
            </a>
          )}
        </div>
      }
      bodyClassName=""
    >
      <form
        role="search"
        aria-label="Search contact history"
        action={pathname}
        method="get"
        onSubmit={search}
        className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3 sm:px-6"
      >
        <label htmlFor="contact-search" className="sr-only">
          Search messages by name, email or text
        </label>
        <div className="relative min-w-0 flex-1 sm:max-w-md">
          <Icon
            name="search"
            size={16}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={searchRef}
            id="contact-search"
            name={INBOX_PARAMS.query}
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            maxLength={INBOX_SEARCH_MAX}
            placeholder="Search messages"
            autoComplete="off"
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-500"
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {query && (
          <Link
            href={href(1, '')}
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
            Clear search
          </Link>
        )}
      </form>
      {query && matching > 0 && (
        <p role="status" className="px-4 pt-3 text-sm text-slate-600 sm:px-6">
          {matching} {matching === 1 ? 'message matches' : 'messages match'} “{query}”.
        </p>
      )}
      <DataTable
        label="Contact History"
        rows={inbox.messages}
        columns={columns}
        firstNumber={from}
        rowClassName={(m) => (m.handled ? '' : 'bg-[#f6f7ff] hover:bg-indigo-50')}
        empty={query ? `No message matches “${query}”` : 'No message received yet'}
      />
      {pageCount > 1 && (
        <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-4 py-4 sm:flex-row sm:justify-between sm:px-6">
          <p className="text-sm text-slate-500 tabular-nums">
            {from}–{to} of {matching}
          </p>
          <Pager inbox={inbox} href={(n) => href(n)} />
        </div>
      )}
      <MessageDialog
        message={inBrowser ? reading : null}
        mailConfigured={inbox.mailConfigured}
        busy={reading && busy?.id === reading._id ? busy.action : null}
        onClose={closeReading}
        onToggleHandled={toggleHandled}
        onNotify={notify}
      />
      {remove.dialog}
    </Card>
  );
}
