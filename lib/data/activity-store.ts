import type { Activity, ActivityFilter, NewActivity } from '@/lib/entities';
import type { Range } from './store';

/**
 * The activity log. Entries are only ever added, never changed; every read is newest first,
 * by createdAt and then by id (both descending), so entries stored in the same millisecond keep
 * one order on every page.
 */
export interface ActivityRepository {
  /** Stored with a new id and the current time. */
  add(entry: NewActivity): Promise<Activity>;
  /** The entries matching the filter, newest first: the `skip`th on, at most `limit`. */
  list(filter?: ActivityFilter, range?: Range): Promise<Activity[]>;
  /** How many entries match the filter (all of them without one). */
  count(filter?: ActivityFilter): Promise<number>;
}
