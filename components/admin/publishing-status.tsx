import { nextChange, publishingState, type Publishing } from '@/lib/entities/publishing';
import { formatDateTime } from '@/lib/format';

const TONES = {
  Published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  Scheduled: 'bg-amber-50 text-amber-900 ring-amber-200',
  Unpublished: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** A record's state in the panel's tables, with the time of its next change if one is ahead. */
export function PublishingStatus({ record }: { record: Publishing }) {
  const state = publishingState(record);
  const next = nextChange(record);
  const verb = state === 'Scheduled' ? 'Publishes' : 'Unpublishes';
  return (
    <span className="inline-flex flex-col gap-1">
      <span
        data-state={state}
        className={`inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TONES[state]}`}
      >
        {state}
      </span>
      {next && (
        <span className="text-xs text-slate-500">
          {verb} <time dateTime={next}>{formatDateTime(next)}</time>
        </span>
      )}
    </span>
  );
}
