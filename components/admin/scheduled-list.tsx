import Link from 'next/link';
import type { ScheduledItem } from '@/lib/admin/scheduled';
import { IMAGE_ENTITIES } from '@/lib/entities';
import { formatDateTime } from '@/lib/format';
import { Card, CountBadge } from './card';

/** The dashboard's list of what is scheduled to go live or leave the site, and when. */
export function ScheduledList({ items }: { items: ScheduledItem[] }) {
  return (
    <Card
      title="Scheduled"
      titleId="scheduled-title"
      badge={<CountBadge count={items.length} noun="scheduled changes" />}
      className="mt-6"
    >
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is scheduled.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-labelledby="scheduled-title">
          {items.map((item) => (
            <li
              key={`${item.kind}:${item.id}:${item.change}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm"
            >
              <span className="min-w-0">
                <span className="mr-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {IMAGE_ENTITIES[item.kind].label}
                </span>
                <Link
                  href={item.href}
                  dir="auto"
                  className="font-medium text-slate-900 hover:underline"
                >
                  {item.name}
                </Link>
              </span>
              <span className="text-slate-600">
                {item.change} <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
