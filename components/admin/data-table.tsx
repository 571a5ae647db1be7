import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Width and alignment classes for the column's cells. */
  className?: string;
  /** Text is clamped to 2 lines; images and action buttons are not. */
  clamp?: boolean;
  /**
   * Held at the right edge while the table scrolls sideways (the row's actions): on a phone the
   * Edit and Delete buttons of a wide table would otherwise start off-screen.
   */
  pinned?: boolean;
}

const PINNED = 'sticky right-0 z-[1] max-lg:shadow-[-10px_0_10px_-10px_rgba(15,23,42,0.25)]';

/**
 * The panel's tables: a Sr# column first, text clamped to two lines (each cell in its own
 * direction: Arabic starts at the right), and a horizontal scroll on narrow screens rather than
 * squeezed columns.
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
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-500"
    >
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50/80">
            <th
              scope="col"
              className="w-14 px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              Sr#
            </th>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase ${column.pinned ? `${PINNED} bg-slate-50` : ''} ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr
              key={row._id}
              className={`align-middle transition-colors hover:bg-slate-50 ${rowClassName?.(row) || 'bg-white'}`}
            >
              <td className="px-4 py-3 font-medium text-slate-500 tabular-nums">
                {firstNumber + index}
              </td>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-4 py-3 text-slate-700 ${column.pinned ? `${PINNED} bg-inherit` : ''} ${column.className ?? ''}`}
                >
                  {column.clamp === false ? (
                    column.cell(row)
                  ) : (
                    <div dir="auto" className="line-clamp-2 text-start break-words">
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
