import Link from 'next/link';
import type { InboxPage } from '@/lib/admin/dashboard';
import { INBOX_PARAMS } from '@/lib/entities/contact-inbox';
import { Icon } from '@/components/ui/icons';

/** The Contact History card's id: the Total Messages card and the pages link to it. */
export const CONTACT_HISTORY_ID = 'contact-history';

/** The inbox's own address: the search and the page, without their defaults. */
export function inboxHref(pathname: string, query: string, page = 1): string {
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

export function Pager({
  inbox,
  href,
  label = 'Contact History pages',
}: {
  inbox: Pick<InboxPage, 'page' | 'pageCount'>;
  href: (page: number) => string;
  /** The navigation's name: which list's pages these are. */
  label?: string;
}) {
  const { page, pageCount } = inbox;
  const step =
    'inline-flex min-w-9 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium';
  const off = `${step} cursor-not-allowed text-slate-300`;
  const on = `${step} text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600`;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
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
