import { Schema, model, models, type Model } from 'mongoose';
import { TRASH_ENTITIES, type TrashItem } from '@/lib/entities';

export type TrashItemDoc = Omit<TrashItem, '_id' | 'deletedAt'> & { deletedAt: Date };

const trashItemSchema = new Schema<TrashItemDoc>(
  {
    kind: { type: String, required: true, enum: Object.keys(TRASH_ENTITIES) },
    recordId: { type: String, required: true },
    label: { type: String, required: true },
    // The record as its repository answered it (ids and dates as text): a restore writes it
    // back through its own model, which casts them again.
    record: { type: Schema.Types.Mixed, required: true },
    deletedAt: { type: Date, required: true },
    deletedBy: {
      id: { type: String, required: true },
      username: { type: String, required: true },
    },
  },
  // `minimize: false`: an empty object in a record (a post's empty pending changes) comes back.
  { autoIndex: false, minimize: false, collection: 'trash' },
);
/** The Trash screen's list, newest first, and the purge of the items past their time. */
trashItemSchema.index({ deletedAt: -1, _id: -1 }, { name: 'deletedAt_-1__id_-1' });

export const TrashItemModel: Model<TrashItemDoc> =
  (models.TrashItem as Model<TrashItemDoc>) ?? model<TrashItemDoc>('TrashItem', trashItemSchema);
