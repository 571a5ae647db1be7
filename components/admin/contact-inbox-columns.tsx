import type { ContactMessage } from '@/lib/entities';
import { formatDayMonthYear } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { NewBadge, NotificationMark } from './contact-inbox-dialog';
import { PHONE, type Column } from './data-table';
import { EmailAddress } from './email-address';

/** The action under way on one message, whose button shows a spinner meanwhile. */
export type InboxBusy = { id: string; action: 'handled' | 'notify' } | null;

/**
 * The Contact History table's columns: Name (new messages marked), Email, Message, Date, and the
 * actions: the email's state, read, mark handled, send again (when mail is set up and the email
 * failed or waits), delete.
 */
export function inboxColumns({
  busy,
  mailConfigured,
  onRead,
  onToggleHandled,
  onNotify,
  onDelete,
}: {
  busy: InboxBusy;
  mailConfigured: boolean;
  onRead: (m: ContactMessage) => void;
  onToggleHandled: (m: ContactMessage) => void;
  onNotify: (m: ContactMessage) => void;
  onDelete: (m: ContactMessage) => void;
}): Column<ContactMessage>[] {
  return [
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
      className: `w-64 max-sm:w-auto max-sm:-mr-2 ${PHONE.end}`,
      cell: (m) => {
        const working = busy?.id === m._id;
        const retry =
          mailConfigured &&
          (m.notification.state === 'failed' || m.notification.state === 'pending');
        return (
          <div className="flex items-center gap-1">
            <NotificationMark notification={m.notification} />
            <Button
              variant="ghost"
              onClick={() => onRead(m)}
              aria-label={`Read message from ${m.name}`}
              title="Read message"
            >
              <Icon name="eye" size={18} />
            </Button>
            <Button
              variant="ghost"
              onClick={() => onToggleHandled(m)}
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
                onClick={() => onNotify(m)}
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
              onClick={() => onDelete(m)}
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
}
