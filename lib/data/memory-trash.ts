import { ApiError } from '@/lib/api/errors';
import {
  ALREADY_BACK,
  TRASH_ITEM_NOT_FOUND,
  addressTaken,
  recordAddresses,
  trashKeys,
  trashLabel,
  type Deleter,
  type TrashItem,
  type TrashKind,
  type TrashRecord,
} from '@/lib/entities';
import { isObjectId, newId } from './ids';
import { shape } from './shape';
import type { TrashRepository } from './store';

/**
 * The memory store's Trash. As in ./memory.ts, every method runs to completion without awaiting
 * anything, so each move is atomic in the one event loop.
 */

type Row = { _id: string };

const out = (item: TrashItem) => shape<TrashItem>(trashKeys, item);

/** Newest first: deletedAt descending, the id breaking ties (as MongoDB sorts them). */
const newestFirst = (a: TrashItem, b: TrashItem) =>
  b.deletedAt.localeCompare(a.deletedAt) || b._id.localeCompare(a._id);

/**
 * Why `record` cannot come back among `records`: a record with its id is there, or another
 * holds one of its addresses. Null when nothing stands in the way.
 */
export function restoreConflict(
  kind: TrashKind,
  record: { _id: string },
  others: Iterable<{ _id: string }>,
): string | null {
  const wanted = recordAddresses(kind, record);
  for (const other of others) {
    if (other._id === record._id) return ALREADY_BACK(kind);
    const taken = recordAddresses(kind, other).find((slug) => wanted.includes(slug));
    if (taken) return addressTaken(kind, taken);
  }
  return null;
}

/** Where a collection's deletes go, and under which kind. */
export interface TrashBin {
  kind: TrashKind;
  trash: MemoryTrash;
}

export class MemoryTrash implements TrashRepository {
  readonly items = new Map<string, TrashItem>();

  private find(id: string) {
    return isObjectId(id) ? this.items.get(id.toLowerCase()) : undefined;
  }

  private insert(item: Omit<TrashItem, '_id'>): TrashItem {
    const stored = { ...structuredClone(item), _id: newId() } as TrashItem;
    this.items.set(stored._id, stored);
    return out(stored);
  }

  async add(item: Omit<TrashItem, '_id'>) {
    return this.insert(item);
  }

  async list() {
    return [...this.items.values()].sort(newestFirst).map(out);
  }

  async get(id: string) {
    const found = this.find(id);
    return found ? out(found) : null;
  }

  async remove(id: string) {
    const found = this.find(id);
    if (!found) return null;
    this.items.delete(found._id);
    return out(found);
  }

  async purgeBefore(iso: string) {
    const expired = [...this.items.values()].filter((item) => item.deletedAt < iso);
    for (const item of expired) this.items.delete(item._id);
    return expired.sort(newestFirst).map(out);
  }

  /** The record, as `show` answers it, into the Trash and out of `records`, in one step. */
  take<T extends Row>(
    kind: TrashKind,
    records: Map<string, T>,
    id: string,
    deletedBy: Deleter,
    show: (record: T) => T,
  ): TrashItem | null {
    const found = isObjectId(id) ? records.get(id.toLowerCase()) : undefined;
    if (!found) return null;
    const shown: object = show(found);
    const record = shown as TrashRecord;
    const item = this.insert({
      kind,
      recordId: found._id,
      label: trashLabel(kind, record),
      record,
      deletedAt: new Date().toISOString(),
      deletedBy: { id: deletedBy.id, username: deletedBy.username },
    });
    records.delete(found._id);
    return item;
  }

  /**
   * The item's record back into `records` (as `store` keeps it), and the item out of the
   * Trash, in one step; a 409 and nothing changes when something stands in the way.
   */
  putBack<T extends Row>(item: TrashItem, records: Map<string, T>, store: (record: T) => T): T {
    // Deleted for good, or restored, since the caller read it.
    if (!this.items.has(item._id)) throw new ApiError(404, TRASH_ITEM_NOT_FOUND);
    const conflict = restoreConflict(item.kind, item.record, records.values());
    if (conflict) throw new ApiError(409, conflict);
    const copy: object = structuredClone(item.record);
    const record = store(copy as T);
    records.set(record._id, record);
    this.items.delete(item._id);
    return record;
  }
}
