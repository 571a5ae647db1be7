'use client';

import type { ReactNode } from 'react';
import type { ContactMessage, ContactNotification } from '@/lib/entities';
import { formatDayMonthYear, formatLongDate } from '@/lib/format';
import { publicEnv } from '@/lib/public-env';
import { Button, panelButtonClasses } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { MAIL_SETUP_HINT } from '@/lib/entities/contact-inbox';
import { EmailAddress } from './email-address';
import { Modal } from './modal';

/** How each notification state reads in the panel, with its icon and colour. */
const NOTIFICATION_LOOK: Record<
  ContactNotification['state'],
  { label: string; icon: IconName; tone: string }
> = {
  // Tones that read as text on white (4.5:1): the dialog writes the status in them.
  sent: { label: 'Email sent', icon: 'check-circle', tone: 'text-emerald-700' },
  failed: { label: 'Email failed', icon: 'alert', tone: 'text-rose-700' },
  pending: { label: 'Email waiting to be sent', icon: 'refresh', tone: 'text-amber-700' },
  'not-configured': { label: 'Email not set up', icon: 'mail', tone: 'text-slate-600' },
};

/** The same states, as a word in the inbox's table. */
const NOTIFICATION_WORD: Record<ContactNotification['state'], string> = {
  sent: 'Emailed',
  failed: 'Failed',
  pending: 'Queued',
  'not-configured': 'No email',
};
const CHIP_TONES: Record<ContactNotification['state'], string> = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-rose-50 text-rose-800 ring-rose-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  'not-configured': 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The time of day in the site's time zone, as every date of the panel is shown. */
const timeOfDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: publicEnv.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** "Sent on 05-03-2025 at 10:04", as the dialog states the notification. */
function describeNotification(n: ContactNotification, mailConfigured: boolean): ReactNode {
  const on = n.at ? ` on ${formatDayMonthYear(n.at)} at ${timeOfDay(n.at)}` : '';
  switch (n.state) {
    case 'sent':
      return `Sent${on}.`;
    case 'failed':
      return `Failed${on}: ${n.error ?? 'unknown error'}`;
    case 'pending':
      return `Waiting to be sent (queued${on}).`;
    default:
      return mailConfigured ? (
        `Not sent: email was not set up when this message arrived${n.at ? '' : ' (or it came before emails were sent)'}.`
      ) : (
        <>
          <strong className="font-semibold">Email not set up.</strong> {MAIL_SETUP_HINT}
        </>
      );
  }
}

/**
 * The email's state in the inbox's table: a small labelled chip, not a round icon that would
 * pass for one of the row's buttons.
 */
export function NotificationMark({ notification }: { notification: ContactNotification }) {
  const { state } = notification;
  const look = NOTIFICATION_LOOK[state];
  return (
    <span
      className={`mr-1 inline-flex shrink-0 cursor-default items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${CHIP_TONES[state]}`}
      title={notification.error ? `${look.label}: ${notification.error}` : look.label}
    >
      <Icon name={look.icon} size={15} />
      <span aria-hidden="true">{NOTIFICATION_WORD[state]}</span>
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

export function NewBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-indigo-600 px-1.5 py-0.5 text-[10px] leading-none font-bold tracking-wide text-white uppercase">
      New
    </span>
  );
}

/** One message whole: who sent it and when, what they wrote, whether it is handled, its email. */
export function MessageDialog({
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
