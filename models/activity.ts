import { Schema, model, models, type Model } from 'mongoose';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_DAYS,
  ACTIVITY_KINDS,
  type Activity,
  type ActivityActor,
  type ActivityChange,
} from '@/lib/entities';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';

/** An entry is written once and never edited, so there is no updatedAt. */
export type ActivityDoc = Omit<Activity, '_id' | 'createdAt'> & { createdAt: Date };

const actorSchema = new Schema<ActivityActor>(
  {
    id: { type: String, required: true },
    username: { type: String, required: true },
  },
  { _id: false },
);

const changeSchema = new Schema<ActivityChange>(
  {
    field: { type: String, required: true },
    from: { type: String, default: null },
    to: { type: String, default: null },
  },
  { _id: false },
);

const activitySchema = new Schema<ActivityDoc>(
  {
    actor: { type: actorSchema, default: null },
    action: { type: String, required: true, enum: Object.keys(ACTIVITY_ACTIONS) },
    kind: { type: String, required: true, enum: Object.keys(ACTIVITY_KINDS) },
    recordId: { type: String },
    label: { type: String },
    changes: { type: [changeSchema], default: undefined },
    address: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, autoIndex: false },
);
/** The whole log, newest first. */
activitySchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);
/** One kind of record's entries, newest first. */
activitySchema.index({ kind: 1, createdAt: -1, _id: -1 }, { name: 'kind_1_createdAt_-1__id_-1' });
/** One person's entries, newest first. */
activitySchema.index(
  { 'actor.id': 1, createdAt: -1, _id: -1 },
  { name: 'actor.id_1_createdAt_-1__id_-1' },
);
/** Entries older than ACTIVITY_DAYS are deleted by the server's TTL monitor. */
activitySchema.index(
  { createdAt: 1 },
  { expireAfterSeconds: ACTIVITY_DAYS * 24 * 60 * 60, name: 'createdAt_1' },
);

export const ActivityModel: Model<ActivityDoc> =
  (models.Activity as Model<ActivityDoc>) ?? model<ActivityDoc>('Activity', activitySchema);
