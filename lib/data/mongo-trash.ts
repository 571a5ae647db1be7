import type { Model } from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import {
  ALREADY_BACK,
  TRASH_ITEM_NOT_FOUND,
  addressTaken,
  recordAddresses,
  trashKeys,
  trashLabel,
  type TrashItem,
  type TrashKind,
  type TrashRecord,
} from '@/lib/entities';
import { TrashItemModel } from '@/models/trash-item';
import { isObjectId } from './ids';
import { shape } from './shape';
import type { Trashable, TrashRepository } from './store';

/** The Trash on MongoDB, and the moves of each collection's records into it and back. */

type Lean = Record<string, unknown> & { _id: unknown };
type Connect = () => Promise<unknown>;

const NEWEST = { deletedAt: -1, _id: -1 } as const;
const map = (doc: Lean) => shape<TrashItem>(trashKeys, doc);

export function trashRepository(connect: Connect): TrashRepository {
  return {
    async add(item) {
      await connect();
      const doc = await new TrashItemModel({ ...item, deletedAt: new Date(item.deletedAt) }).save();
      return map(doc.toObject() as Lean);
    },
    async list() {
      await connect();
      return (await TrashItemModel.find().sort(NEWEST).lean<Lean[]>()).map(map);
    },
    async get(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await TrashItemModel.findById(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async remove(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await TrashItemModel.findByIdAndDelete(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async purgeBefore(iso) {
      await connect();
      const cutoff = new Date(iso);
      const expired = await TrashItemModel.find({ deletedAt: { $lt: cutoff } }, { _id: 1 })
        .sort(NEWEST)
        .lean<Lean[]>();
      // One delete per item, each answering the item only to the call that removed it: of two
      // purges at once, or a purge and a restore, only one acts on an item and its images.
      const purged: TrashItem[] = [];
      for (const { _id } of expired) {
        const doc = await TrashItemModel.findOneAndDelete({
          _id,
          deletedAt: { $lt: cutoff },
        }).lean<Lean>();
        if (doc) purged.push(map(doc));
      }
      return purged;
    },
  };
}

/** A filter matching the records that hold any of these addresses. */
function addressFilter(kind: TrashKind, slugs: string[]): Record<string, unknown> {
  if (kind !== 'services') return { slug: { $in: slugs } };
  return { $or: [{ slug: { $in: slugs } }, { previousSlugs: { $in: slugs } }] };
}

interface Placing {
  /** The position a restored record is written at (ordered content: after the last one). */
  end?(): Promise<number>;
  /** Puts the restored record back at its old place once it is written. */
  place?(id: string, position: number, record: TrashRecord): Promise<unknown>;
}

/**
 * The moves of one collection's records into the Trash and back. Into it: the copy is written
 * first, then the record deleted; if the delete finds nothing (someone else deleted it in
 * between) the copy goes again. Back: the record is written under its own id and stamps, then
 * the item removed; if the item is gone meanwhile (deleted for good or purged, its images with
 * it) the record goes again.
 */
export function mongoTrashable<D, T>(
  m: Model<D>,
  connect: Connect,
  toRecord: (doc: Lean) => T,
  kind: TrashKind,
  placing: Placing = {},
): Trashable<T> {
  const trash = trashRepository(connect);
  return {
    async moveToTrash(id, deletedBy) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await m.findById(id).lean<Lean>();
      if (!doc) return null;
      const shown = toRecord(doc) as object;
      const record = shown as TrashRecord;
      const item = await trash.add({
        kind,
        recordId: record._id,
        label: trashLabel(kind, record),
        record,
        deletedAt: new Date().toISOString(),
        deletedBy: { id: deletedBy.id, username: deletedBy.username },
      });
      const { deletedCount } = await m.deleteOne({ _id: id });
      if (deletedCount === 0) {
        await trash.remove(item._id);
        return null;
      }
      return item;
    },
    async restore(item) {
      await connect();
      const record = item.record;
      if (await m.exists({ _id: record._id })) throw new ApiError(409, ALREADY_BACK(kind));
      const slugs = recordAddresses(kind, record);
      if (slugs.length > 0) {
        const holder = await m.findOne(addressFilter(kind, slugs)).lean<Lean>();
        if (holder) {
          const held = recordAddresses(kind, toRecord(holder) as object);
          throw new ApiError(
            409,
            addressTaken(
              kind,
              slugs.find((s) => held.includes(s))!,
            ),
          );
        }
      }
      const position = placing.end ? { position: await placing.end() } : {};
      try {
        // Its own stamps: a restore is not an edit (the sitemap's lastModified, the feed).
        await new m({ ...record, ...position }).save({ timestamps: false });
      } catch (error) {
        const e = error as { code?: unknown; keyPattern?: Record<string, unknown> };
        if (e.code === 11000 && e.keyPattern && 'slug' in e.keyPattern) {
          throw new ApiError(409, addressTaken(kind, slugs[0] ?? ''));
        }
        if (e.code === 11000 && e.keyPattern && '_id' in e.keyPattern) {
          throw new ApiError(409, ALREADY_BACK(kind));
        }
        throw error;
      }
      const removed = await TrashItemModel.findOneAndDelete({ _id: item._id }).lean<Lean>();
      if (!removed) {
        await m.deleteOne({ _id: record._id });
        throw new ApiError(404, TRASH_ITEM_NOT_FOUND);
      }
      const old = (record as { position?: unknown }).position;
      if (placing.place && typeof old === 'number') await placing.place(record._id, old, record);
      const doc = await m.findById(record._id).lean<Lean>();
      return toRecord(doc ?? { ...record });
    },
  };
}
