'use client';

import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Width and alignment classes for the column's cells. */
  className?: string;
  /** Text is clamped to 2 lines; images and action buttons are not. */
  clamp?: boolean;
  /**
   * Held at the right edge while the table scrolls sideways (the row's actions): on a tablet the
   * Edit and Delete buttons of a wide table would otherwise start off-screen.
   */
  pinned?: boolean;
  /** In a phone's card, the header is shown before the value ("Skill: …"). */
  phoneLabel?: boolean;
}

/**
 * Where a cell goes in a phone's card (STACK), for a column's className: by default cells sit
 * side by side in their order and wrap; `line` takes a line of its own, `lead` takes what is left
 * of its line (a title beside its image), `meta` is a small line of its own, `end` goes to its
 * line's end. The order stays the columns' own, so Tab follows what is seen.
 */
export const PHONE = {
  line: 'max-sm:w-full max-sm:min-w-0 max-sm:max-w-none',
  lead: 'max-sm:min-w-0 max-sm:max-w-none max-sm:flex-1',
  meta: 'max-sm:w-full max-sm:min-w-0 max-sm:max-w-none max-sm:text-xs max-sm:text-slate-500',
  end: 'max-sm:ml-auto',
};

const PINNED = 'sticky right-0 z-[1] max-lg:shadow-[-10px_0_10px_-10px_rgba(15,23,42,0.25)]';

/**
 * A table that becomes a list of cards on a phone: each row a block whose cells wrap as the
 * columns' own `max-sm:` classes place them, the header row read by screen readers only, and no
 * sideways scroll. Display changes can cost a table its semantics in some browsers, so its parts
 * name their roles.
 */
const STACK = {
  table: 'max-sm:block max-sm:min-w-0',
  head: 'max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3',
  cell: 'max-sm:block max-sm:p-0',
  /** A cell that shows its header first: the label beside the value, each in its direction. */
  labelled: 'max-sm:flex max-sm:items-baseline max-sm:gap-1 max-sm:p-0',
  /** Sr#, its header too: a screen reader pairs a row's cells with the headers by position. */
  number: 'max-sm:hidden',
  pinned: 'max-sm:static max-sm:shadow-none',
};

/**
 * Whether the element's content is wider than it, as its size or content changes. While it is,
 * the table's scroll region is a Tab stop, so a keyboard can scroll it with the arrow keys; a
 * table that fits (every phone's cards, a wide screen) is not an empty stop on the way to its
 * buttons. Until measured (the server's render), it is one. `shown`: whether the element is
 * rendered (an empty table shows its empty state instead), so a table that fills is measured.
 */
function useScrollsSideways(ref: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table inside grows with its rows' content, not with the region.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, shown]);
  return scrolls;
}

/**
 * The panel's tables: a Sr# column first, text clamped to two lines (each cell in its own
 * direction: Arabic starts at the right), a horizontal scroll on narrow screens rather than
 * squeezed columns, and on a phone a card per row (STACK) without the Sr#.
 */
export function DataTable<T extends { _id: string }>({
  label,
  rows,
  columns,
  empty,
  minWidth = 'min-w-[760px]',
  firstNumber = 1,
  rowClassName,
}: {
  label: string;
  rows: T[];
  columns: Column<T>[];
  empty: ReactNode;
  minWidth?: string;
  /** The Sr# of the first row: a later page of a list goes on counting. */
  firstNumber?: number;
  /** A background for a row that must stand out (opaque: a pinned cell shows it too). */
  rowClassName?: (row: T) => string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scroller, rows.length > 0);
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center justify-center gap-2 px-6 py-14 text-center">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-400"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
          </svg>
        </span>
        <p className="text-sm font-medium text-slate-600">{empty}</p>
      </div>
    );
  }
  return (
    <div
      ref={scroller}
      // Named for the Tab stop only: the card around the table is already a region of that name.
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      // Rounded as its card is: its last row would square off the card's bottom corners.
      className="relative overflow-x-auto rounded-b-2xl focus-visible:outline-2 focus-visible:outline-indigo-500"
    >
      <table
        role="table"
        className={`w-full ${minWidth} border-collapse text-left text-sm ${STACK.table}`}
      >
        <caption className="sr-only">{label}</caption>
        <thead role="rowgroup" className={STACK.head}>
          <tr role="row" className="border-b border-slate-200 bg-slate-50/80">
            <th
              scope="col"
              role="columnheader"
              className={`w-14 px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase ${STACK.number}`}
            >
              Sr#
            </th>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                role="columnheader"
                className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase ${column.pinned ? `${PINNED} bg-slate-50` : ''} ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={`divide-y divide-slate-100 ${STACK.body}`}>
          {rows.map((row, index) => (
            <tr
              key={row._id}
              role="row"
              className={`align-middle transition-colors hover:bg-slate-50 ${rowClassName?.(row) || 'bg-white'} ${STACK.row}`}
            >
              <td
                role="cell"
                className={`px-4 py-3 font-medium text-slate-500 tabular-nums ${STACK.number}`}
              >
                {firstNumber + index}
              </td>
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  className={`px-4 py-3 text-slate-700 ${column.pinned ? `${PINNED} bg-inherit ${STACK.pinned}` : ''} ${column.phoneLabel ? STACK.labelled : STACK.cell} ${column.className ?? ''}`}
                >
                  {column.phoneLabel && (
                    // Read out from the header cell; shown where the header is not. Outside the
                    // value's box, whose direction its own first letters decide.
                    <span aria-hidden="true" className="shrink-0 font-medium sm:hidden">
                      {column.header}:
                    </span>
                  )}
                  {column.clamp === false ? (
                    column.cell(row)
                  ) : (
                    <div dir="auto" className="line-clamp-2 min-w-0 text-start break-words">
                      {column.cell(row)}
                    </div>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
