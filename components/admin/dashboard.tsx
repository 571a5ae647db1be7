'use client';

import Link from 'next/link';
import type { DashboardCounts, DashboardView } from '@/lib/admin/dashboard';
import { USERS_PATH } from '@/lib/admin/paths';
import { blog, project, review, teamMember, type ContactMessage } from '@/lib/entities';
import { useAdminUser } from './admin-user';
import { ContactInbox } from './contact-inbox';
import { CONTACT_HISTORY_ID } from './contact-inbox-pager';
import { LogoutButton } from './logout-button';
import { useServerState } from './use-server-state';
import { Icon, type IconName } from '@/components/ui/icons';

type CountKey = keyof DashboardCounts;

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
        <Icon name={card.icon} />
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

/**
 * /private/admin and /private/admin/main: greeting, the six counts and the contact inbox, as the
 * server read them for the page's address (an editor's: the counts of what they manage).
 */
export function Dashboard({ initialView }: { initialView: DashboardView }) {
  const { username } = useAdminUser();
  const [view, setView, refresh] = useServerState(initialView);
  const { counts, inbox } = view;

  function onUpdated(message: ContactMessage) {
    setView((v) => {
      if (!v.inbox) return v;
      const before = v.inbox.messages.find((m) => m._id === message._id) ?? v.inbox.opened;
      const change =
        before && before._id === message._id && before.handled !== message.handled
          ? message.handled
            ? -1
            : 1
          : 0;
      return {
        ...v,
        inbox: {
          ...v.inbox,
          newCount: Math.max(0, v.inbox.newCount + change),
          messages: v.inbox.messages.map((m) => (m._id === message._id ? message : m)),
          opened: v.inbox.opened?._id === message._id ? message : v.inbox.opened,
        },
      };
    });
  }

  function onDeleted(message: ContactMessage) {
    setView((v) => {
      if (!v.inbox) return v;
      return {
        counts: { ...v.counts, messagesCount: Math.max(0, (v.counts.messagesCount ?? 1) - 1) },
        inbox: {
          ...v.inbox,
          matching: Math.max(0, v.inbox.matching - 1),
          newCount: Math.max(0, v.inbox.newCount - (message.handled ? 0 : 1)),
          messages: v.inbox.messages.filter((m) => m._id !== message._id),
          opened: v.inbox.opened?._id === message._id ? null : v.inbox.opened,
        },
      };
    });
  }

  const cards = CARDS.filter((card) => counts[card.key] !== undefined);

  return (
    <div className="space-y-8">
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-gradient-to-r from-indigo-600 to-violet-600 p-5 text-white shadow-sm sm:p-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-indigo-100">Dashboard</p>
          <h1 className="mt-0.5 font-display text-xl font-semibold text-balance wrap-anywhere sm:text-2xl">
            Welcome back, {username}!
          </h1>
          <p className="mt-1 hidden text-sm text-indigo-100 sm:block">
            Here is what is happening on your site today.
          </p>
        </div>
        <LogoutButton variant="secondary" />
      </div>

      <section aria-label="Totals">
        <ul
          className={`grid grid-cols-2 gap-3 sm:gap-4 ${cards.length === CARDS.length ? 'md:grid-cols-3 xl:grid-cols-6' : 'lg:grid-cols-4'}`}
        >
          {cards.map((card) => (
            <li key={card.key}>
              <CountCard card={card} value={counts[card.key] ?? 0} />
            </li>
          ))}
        </ul>
      </section>

      {inbox && (
        <ContactInbox inbox={inbox} onUpdated={onUpdated} onDeleted={onDeleted} refresh={refresh} />
      )}
    </div>
  );
}
