import Link from 'next/link';
import { panelButtonClasses } from '@/components/ui/button';
import { ACTIVITY_KINDS, ACTIVITY_PARAMS, activity, type ActivityFilter } from '@/lib/entities';
import { CONTROL, SelectChevron } from './fields';

const label = 'mb-1.5 block text-sm font-medium text-slate-700';

/**
 * The Activity screen's filter: a plain GET form to the screen's own address, so it works
 * before (and without) JavaScript and every filtered view has an address to share or reload.
 */
export function ActivityFilters({
  filter,
  people,
  filtered,
}: {
  filter: ActivityFilter;
  people: { id: string; username: string }[];
  filtered: boolean;
}) {
  return (
    <form
      role="search"
      aria-label="Filter the activity log"
      action={activity.admin.page}
      method="get"
      className="grid grid-cols-2 items-end gap-3 border-b border-slate-100 px-4 py-3 sm:flex sm:flex-wrap sm:px-6"
    >
      <div className="col-span-2 sm:w-48">
        <label htmlFor="activity-person" className={label}>
          Person
        </label>
        <div className="relative">
          <select
            id="activity-person"
            name={ACTIVITY_PARAMS.actor}
            defaultValue={filter.actorId ?? ''}
            className={`${CONTROL} appearance-none pr-9`}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.username}
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
      </div>
      <div className="col-span-2 sm:w-48">
        <label htmlFor="activity-kind" className={label}>
          Kind of record
        </label>
        <div className="relative">
          <select
            id="activity-kind"
            name={ACTIVITY_PARAMS.kind}
            defaultValue={filter.kind ?? ''}
            className={`${CONTROL} appearance-none pr-9`}
          >
            <option value="">Every kind</option>
            {Object.entries(ACTIVITY_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <SelectChevron />
        </div>
      </div>
      <div className="min-w-0 sm:w-44">
        <label htmlFor="activity-from" className={label}>
          From
        </label>
        <input
          id="activity-from"
          type="date"
          name={ACTIVITY_PARAMS.from}
          defaultValue={filter.from ?? ''}
          className={CONTROL}
        />
      </div>
      <div className="min-w-0 sm:w-44">
        <label htmlFor="activity-to" className={label}>
          To
        </label>
        <input
          id="activity-to"
          type="date"
          name={ACTIVITY_PARAMS.to}
          defaultValue={filter.to ?? ''}
          className={CONTROL}
        />
      </div>
      <div className="col-span-2 flex gap-2">
        <button type="submit" className={panelButtonClasses('secondary')}>
          Filter
        </button>
        {filtered && (
          <Link
            href={activity.admin.page}
            className="rounded-lg px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}
