'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ACCOUNT_PATH } from '@/lib/admin/paths';
import type { NavItem } from '@/lib/admin/nav';
import { commentQueue } from '@/lib/entities';

function currentState(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.pages.includes(path)) return 'page';
  if (item.section && path.startsWith(item.section)) return 'true';
  return undefined;
}

/**
 * Brand (to the public site), the section links the user's role may use (the server picks them,
 * lib/admin/nav.ts) and the user's name, leading to their account. On phones the links sit below
 * the brand in a grid of three, every section one tap away at the top of each screen. There the
 * header scrolls away with the page instead of staying: it would keep a fifth of the screen, and
 * over a third of what is left beside an open keyboard, from the form being filled in.
 */
export function AdminHeader({
  username,
  nav,
  heldComments = 0,
}: {
  username: string;
  nav: NavItem[];
  /** How many comments await approval: a badge on the Comments link. */
  heldComments?: number;
}) {
  const pathname = usePathname() ?? '';
  return (
    <header className="top-0 z-40 border-b sm:sticky border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 sm:px-6 xl:flex-nowrap lg:px-8">
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
        {/* Below xl it takes what the brand leaves of the line (basis 0), shortened to fit:
            on a 360 px phone a long name would otherwise take a row of its own (the Admin badge
            makes room for it there). */}
        <Link
          href={ACCOUNT_PATH}
          title={`${username}: your account`}
          aria-label={`Signed in as ${username}: your account`}
          aria-current={pathname === ACCOUNT_PATH ? 'page' : undefined}
          className="ml-auto min-w-0 truncate rounded-md text-sm text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 max-xl:grow max-xl:basis-0 max-xl:text-right xl:order-last"
        >
          <span
            aria-hidden="true"
            className="mr-1.5 inline-block size-2 rounded-full bg-emerald-500 align-middle"
          />
          {username}
        </Link>
        <nav
          aria-label="Admin"
          className="-mx-4 w-[calc(100%+2rem)] border-t border-slate-100 sm:-mx-6 sm:w-[calc(100%+3rem)] xl:mx-0 xl:w-auto xl:flex-1 xl:border-0"
        >
          <ul className="grid grid-cols-3 gap-1 px-3 py-2 sm:flex sm:flex-wrap sm:overflow-x-auto sm:px-5 sm:[scrollbar-width:none] xl:p-0">
            {nav.map((item) => {
              const current = currentState(item, pathname);
              return (
                <li key={item.label} className="min-w-0 shrink-0">
                  <Link
                    href={item.href}
                    aria-current={current}
                    className={`relative block rounded-lg px-3 py-2 text-center xl:px-2 2xl:px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 ${
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
