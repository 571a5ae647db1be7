'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { DashboardData } from '@/lib/admin/dashboard';
import { USERS_PATH } from '@/lib/admin/paths';
import {
  blog,
  contactMessage,
  project,
  review,
  teamMember,
  type ContactMessage,
} from '@/lib/entities';
import { formatDayMonthYear, formatLongDate } from '@/lib/format';
import { useAdminUser } from './admin-user';
import { Button, panelButtonClasses } from '@/components/ui/button';
import { Card, CountBadge } from './card';
import { DataTable, type Column } from './data-table';
import { LogoutButton } from './logout-button';
import { Modal } from './modal';
import { useDeleteConfirmation } from './use-delete';
import { useServerState } from './use-server-state';
import { Icon, type IconName } from '@/components/ui/icons';

export const CONTACT_HISTORY_ID = 'contact-history';

type CountKey = Exclude<keyof DashboardData, 'messages'>;

const CARDS: {
  label: string;
  key: CountKey;
  href: string;
  icon: IconName;
  tone: string;
}[] = [
  {
    label: 'Total Users',
    key: 'usersCount',
    href: USERS_PATH,
    icon: 'users',
    tone: 'bg-indigo-50 text-indigo-600',
  },
  {
    label: 'Total Projects',
    key: 'projectsCount',
    href: project.admin.page,
    icon: 'folder',
    tone: 'bg-sky-50 text-sky-600',
  },
  {
    label: 'Total Team',
    key: 'teamCount',
    href: teamMember.admin.page,
    icon: 'team',
    tone: 'bg-emerald-50 text-emerald-600',
  },
  {
    label: 'Total Reviews',
    key: 'reviewsCount',
    href: review.admin.page,
    icon: 'star-outline',
    tone: 'bg-amber-50 text-amber-600',
  },
  // The messages card leads to the contact history below, where the messages are.
  {
    label: 'Total Messages',
    key: 'messagesCount',
    href: `#${CONTACT_HISTORY_ID}`,
    icon: 'mail',
    tone: 'bg-rose-50 text-rose-600',
  },
  {
    label: 'Total Blogs',
    key: 'blogsCount',
    href: blog.admin.page,
    icon: 'document',
    tone: 'bg-violet-50 text-violet-600',
  },
];

function CountCard({ card, value }: { card: (typeof CARDS)[number]; value: number }) {
  const className =
    'group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:p-5';
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${card.tone}`}
      >
        <Icon name={card.icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-500">{card.label}</span>
        <span className="block font-display text-2xl font-semibold text-slate-900 tabular-nums">
          {value}
        </span>
      </span>
    </>
  );
  return card.href.startsWith('#') ? (
    <a href={card.href} className={className}>
      {content}
    </a>
  ) : (
    <Link href={card.href} className={className}>
      {content}
    </Link>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[7rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The whole of one contact message, with the phone and subject the table leaves out. */
function MessageDialog({
  message,
  onClose,
}: {
  message: ContactMessage | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      size="lg"
      title={message ? `Message from ${message.name}` : ''}
      footer={
        message && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <a href={`mailto:${message.email}`} className={panelButtonClasses('primary')}>
              <Icon name="mail" className="size-4" /> Reply by email
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
              {message.email}
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
              <span className="text-slate-400">Not given</span>
            )}
          </Detail>
          <Detail label="Subject">
            {message.subject || <span className="text-slate-400">Not given</span>}
          </Detail>
          <Detail label="Date">
            <time dateTime={message.createdAt} title={formatLongDate(message.createdAt)}>
              {formatDayMonthYear(message.createdAt)}
            </time>
          </Detail>
          <Detail label="Message">
            <p className="whitespace-pre-wrap leading-relaxed">{message.message}</p>
          </Detail>
        </dl>
      )}
    </Modal>
  );
}

/**
 * /private/admin and /private/admin/main: greeting, the six counts and the contact history, as
 * the server read them for the page.
 */
export function Dashboard({ initialData }: { initialData: DashboardData }) {
  const { username } = useAdminUser();
  const [data, setData, refresh] = useServerState(initialData);
  const [reading, setReading] = useState<ContactMessage | null>(null);
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
      refresh();
      setData((data) => ({
        ...data,
        messages: data.messages.filter((x) => x._id !== m._id),
        messagesCount: Math.max(0, data.messagesCount - 1),
      }));
    },
    what: 'contact message',
  });

  const columns: Column<ContactMessage>[] = [
    {
      header: 'Name',
      cell: (m) => <span className="font-medium text-slate-900">{m.name}</span>,
      className: 'min-w-[9rem] max-w-[12rem]',
    },
    { header: 'Email', cell: (m) => m.email, className: 'min-w-[13rem] max-w-[16rem] break-all' },
    { header: 'Message', cell: (m) => m.message, className: 'min-w-[16rem] max-w-md' },
    {
      header: 'Date',
      cell: (m) => <time dateTime={m.createdAt}>{formatDayMonthYear(m.createdAt)}</time>,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Actions',
      clamp: false,
      className: 'w-28',
      cell: (m) => (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            onClick={() => setReading(m)}
            aria-label={`Read message from ${m.name}`}
            title="Read message"
          >
            <Icon name="eye" className="size-[18px]" />
          </Button>
          <Button
            variant="danger-ghost"
            onClick={() => remove.ask(m)}
            aria-label={`Delete message from ${m.name}`}
            title="Delete message"
          >
            <Icon name="trash" className="size-[18px]" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-8">
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-gradient-to-r from-indigo-600 to-violet-600 p-5 text-white shadow-sm sm:p-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-indigo-100">Dashboard</p>
          <h1 className="mt-0.5 truncate font-display text-xl font-semibold sm:text-2xl">
            Welcome back, {username}!
          </h1>
          <p className="mt-1 hidden text-sm text-indigo-100 sm:block">
            Here is what is happening on your site today.
          </p>
        </div>
        <LogoutButton iconOnly variant="secondary" />
      </div>

      <section aria-label="Totals">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
          {CARDS.map((card) => (
            <li key={card.key}>
              <CountCard card={card} value={data[card.key]} />
            </li>
          ))}
        </ul>
      </section>

      <Card
        id={CONTACT_HISTORY_ID}
        className="scroll-mt-28"
        titleId="contact-history-title"
        title="Contact History"
        badge={<CountBadge count={data.messages.length} noun="messages" />}
        description="Messages sent from the contact page, newest first."
        bodyClassName=""
      >
        <DataTable
          label="Contact History"
          rows={data.messages}
          columns={columns}
          empty="No message received yet"
        />
      </Card>

      <MessageDialog message={reading} onClose={() => setReading(null)} />
      {remove.dialog}
    </div>
  );
}
