'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ADMIN_ROOT, DASHBOARD_PATH, USERS_PATH } from '@/lib/admin/paths';
import {
  IMAGE_ENTITIES,
  activity,
  commentQueue,
  faq,
  redirect,
  service,
  siteSettings,
} from '@/lib/entities';

interface NavItem {
  label: string;
  href: string;
  /** Paths that are this item's page exactly. */
  pages: string[];
  /** The item's detail pages (edit screens): marked as the current section. */
  section?: string;
}

export const ADMIN_NAV: NavItem[] = [
  { label: 'Main', href: ADMIN_ROOT, pages: [ADMIN_ROOT, DASHBOARD_PATH] },
  { label: 'Users', href: USERS_PATH, pages: [USERS_PATH] },
  ...Object.values(IMAGE_ENTITIES).map(({ admin }) => ({
    label: admin.title,
    href: admin.page,
    pages: [admin.page],
    section: admin.edit(''),
  })),
  {
    label: commentQueue.admin.title,
    href: commentQueue.admin.page,
    pages: [commentQueue.admin.page],
  },
  ...[service, faq].map(({ admin }) => ({
    label: admin.title,
    href: admin.page,
    pages: [admin.page],
    section: admin.edit(''),
  })),
  {
    label: siteSettings.admin.title,
    href: siteSettings.admin.page,
    pages: [siteSettings.admin.page],
  },
  { label: redirect.admin.title, href: redirect.admin.page, pages: [redirect.admin.page] },
  { label: activity.admin.title, href: activity.admin.page, pages: [activity.admin.page] },
];

function currentState(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.pages.includes(path)) return 'page';
  if (item.section && path.startsWith(item.section)) return 'true';
  return undefined;
}

/**
 * Brand (to the public site) and the nine section links. On phones the links sit below the brand
 * in a 3 × 3 grid, every section one tap away at the top of each screen. There the header
 * scrolls away with the page instead of staying: at 150 px it would keep a fifth of the screen,
 * and over a third of what is left beside an open keyboard, from the form being filled in.
 */
export function AdminHeader({
  username,
  heldComments = 0,
}: {
  username: string;
  /** How many comments await approval: a badge on the Comments link. */
  heldComments?: number;
}) {
  const pathname = usePathname() ?? '';
  return (
    <header className="top-0 z-40 border-b sm:sticky border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 sm:px-6 lg:flex-nowrap lg:px-8">
        <Link
          href="/"
          className="flex h-14 shrink-0 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white shadow-sm"
          >
            N
          </span>
          <span className="font-display text-base font-semibold text-slate-900">Nimbus Studio</span>
          <span className="rounded-md bg-indigo-50 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-indigo-700 uppercase max-[399px]:hidden">
            Admin
          </span>
        </Link>
        {/* Below lg it takes what the brand leaves of the line (basis 0), shortened to fit:
            on a 360 px phone a long name would otherwise take a row of its own (the Admin badge
            makes room for it there). */}
        <span
          title={username}
          className="ml-auto min-w-0 truncate text-sm text-slate-500 max-lg:grow max-lg:basis-0 max-lg:text-right lg:order-last"
        >
          <span className="sr-only">Signed in as </span>
          <span
            aria-hidden="true"
            className="mr-1.5 inline-block size-2 rounded-full bg-emerald-500 align-middle"
          />
          {username}
        </span>
        <nav
          aria-label="Admin"
          className="-mx-4 w-[calc(100%+2rem)] border-t border-slate-100 sm:-mx-6 sm:w-[calc(100%+3rem)] lg:mx-0 lg:w-auto lg:flex-1 lg:border-0"
        >
          <ul className="grid grid-cols-3 gap-1 px-3 py-2 sm:flex sm:overflow-x-auto sm:px-5 sm:[scrollbar-width:none] lg:p-0">
            {ADMIN_NAV.map((item) => {
              const current = currentState(item, pathname);
              return (
                <li key={item.label} className="min-w-0 shrink-0">
                  <Link
                    href={item.href}
                    aria-current={current}
                    className={`relative block rounded-lg px-3 py-2 text-center lg:px-2 2xl:px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                      current
                        ? 'bg-indigo-50 text-indigo-700'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                    }`}
                  >
                    {item.label}
                    {item.href === commentQueue.admin.page && heldComments > 0 && (
                      <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-800 max-sm:absolute max-sm:top-1 max-sm:right-1 max-sm:ml-0">
                        {heldComments}
                        <span className="sr-only"> awaiting approval</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
