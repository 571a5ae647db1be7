'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useInBrowser } from '@/components/ui/use-in-browser';
import type { InboxPage } from '@/lib/admin/dashboard';
import { AdminApiError, adminRequest } from '@/lib/admin/request';
import { contactMessage, type ContactMessage } from '@/lib/entities';
import { INBOX_PAGE_SIZE, INBOX_PARAMS, INBOX_SEARCH_MAX } from '@/lib/entities/contact-inbox';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { Card, CountBadge } from './card';
import { inboxColumns, type InboxBusy } from './contact-inbox-columns';
import { MessageDialog } from './contact-inbox-dialog';
import { ExportLinks } from './contact-inbox-export';
import { CONTACT_HISTORY_ID, inboxHref, Pager } from './contact-inbox-pager';
import { DataTable } from './data-table';
import { useDeleteConfirmation } from './use-delete';
import { useFailureHandler } from './use-failure';

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
  const [busy, setBusy] = useState<InboxBusy>(null);
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

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(INBOX_PARAMS.query);
    router.push(href(1, typeof value === 'string' ? value.trim() : ''));
  }

  const columns = inboxColumns({
    busy,
    mailConfigured: inbox.mailConfigured,
    onRead: setReading,
    onToggleHandled: toggleHandled,
    onNotify: notify,
    onDelete: remove.ask,
  });

  const { query, matching, page, pageCount, newCount } = inbox;
  const from = (page - 1) * INBOX_PAGE_SIZE + 1;
  const to = from + inbox.messages.length - 1;

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
      actions={<ExportLinks query={query} matching={matching} onFailure={onFailure} />}
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
