import type { ReactNode } from 'react';

/** A white panel on the slate background: every form and table sits in one. */
export function Card({
  title,
  titleId,
  badge,
  description,
  actions,
  children,
  className = '',
  bodyClassName = 'p-4 sm:p-6',
  as: Tag = 'section',
  id,
}: {
  title?: ReactNode;
  titleId?: string;
  /** Shown beside the title, outside the heading (a count). */
  badge?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
  as?: 'section' | 'div';
  id?: string;
}) {
  return (
    <Tag
      id={id}
      aria-labelledby={title && titleId ? titleId : undefined}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      {(title || actions) && (
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            {title && (
              <div className="flex items-center gap-2">
                <h2
                  id={titleId}
                  className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900"
                >
                  {title}
                </h2>
                {badge}
              </div>
            )}
            {description && (
              <p className="mt-0.5 text-sm wrap-anywhere text-slate-500">{description}</p>
            )}
          </div>
          {actions}
        </div>
      )}
      <div className={bodyClassName}>{children}</div>
    </Tag>
  );
}

/** A screen's title and its line below (a record's name on an edit page: wrapped, however long). */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-semibold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {description && <p className="mt-1 text-sm wrap-anywhere text-slate-500">{description}</p>}
      </div>
      {children}
    </div>
  );
}

export function CountBadge({ count, noun }: { count: number; noun: string }) {
  return (
    <span
      title={`${count} ${noun}`}
      className="inline-flex min-w-6 items-center justify-center rounded-full bg-indigo-50 px-2 py-0.5 align-middle text-xs font-semibold text-indigo-700"
    >
      {count}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}
