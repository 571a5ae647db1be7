import { randomBytes } from 'node:crypto';
import {
  ACTIVITY_DAYS,
  activityKeys,
  activityTimeRange,
  type Activity,
  type ActivityFilter,
} from '@/lib/entities';
import type { ActivityRepository } from './activity-store';
import { shape } from './shape';
import type { Range } from './store';

/** This process's part of every id, and a counter after it, as an ObjectId has. */
const PROCESS = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * An ObjectId-shaped id that grows with every entry within a second, as MongoDB's do: entries
 * stored in the same millisecond sort by id in the order they were added.
 */
function nextId(): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${PROCESS}${counter.toString(16).padStart(6, '0')}`;
}

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The activity log in memory. Every method runs without awaiting anything, so each is atomic in
 * the one event loop, as a single MongoDB write is.
 */
export class MemoryActivity implements ActivityRepository {
  readonly records: Activity[] = [];

  private matching(filter: ActivityFilter = {}): Activity[] {
    const { since, before } = activityTimeRange(filter);
    return this.records
      .filter(
        (entry) =>
          (!filter.actorId || entry.actor?.id === filter.actorId) &&
          (!filter.kind || entry.kind === filter.kind) &&
          (!since || entry.createdAt >= since) &&
          (!before || entry.createdAt < before),
      )
      .sort((a, b) => descending(a.createdAt, b.createdAt) || descending(a._id, b._id));
  }

  async add(entry: Omit<Activity, '_id' | 'createdAt'>) {
    const given = Object.entries(entry).filter(([, value]) => value !== undefined);
    const record = shape<Activity>(activityKeys, {
      ...Object.fromEntries(given),
      _id: nextId(),
      createdAt: new Date().toISOString(),
    });
    this.records.push(record);
    // As MongoDB's TTL index does: entries past ACTIVITY_DAYS go (they are stored oldest first).
    const cutoff = new Date(Date.now() - ACTIVITY_DAYS * 24 * 60 * 60 * 1000).toISOString();
    const expired = this.records.findIndex((entry) => entry.createdAt >= cutoff);
    if (expired > 0) this.records.splice(0, expired);
    return shape<Activity>(activityKeys, record);
  }

  async list(filter?: ActivityFilter, { skip = 0, limit }: Range = {}) {
    const end = limit === undefined ? undefined : skip + limit;
    return this.matching(filter)
      .slice(skip, end)
      .map((entry) => shape<Activity>(activityKeys, entry));
  }

  async count(filter?: ActivityFilter) {
    return this.matching(filter).length;
  }

  clear() {
    this.records.splice(0);
  }
}
