import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { PreviewLink } from '@/lib/entities';

export type PreviewLinkDoc = Omit<PreviewLink, '_id' | 'blogId' | 'createdAt'> & {
  blogId: Types.ObjectId;
  createdAt: Date;
};

/** A post's private preview links (lib/entities/preview-link.ts); times as ISO strings. */
const previewLinkSchema = new Schema<PreviewLinkDoc>(
  {
    blogId: { type: Schema.Types.ObjectId, required: true },
    createdBy: { type: String, required: true },
    expiresAt: { type: String, required: true },
    revokedAt: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, autoIndex: false },
);
// A post's links, newest first: the post form's list.
previewLinkSchema.index({ blogId: 1, createdAt: -1 }, { name: 'blogId_1_createdAt_-1' });

export const PreviewLinkModel: Model<PreviewLinkDoc> =
  (models.PreviewLink as Model<PreviewLinkDoc>) ??
  model<PreviewLinkDoc>('PreviewLink', previewLinkSchema, 'preview_links');

/** One document: when the scheduler last looked for schedules that came due. */
export interface ScheduleRunDoc {
  _id: string;
  lastRunAt: string;
}
const scheduleRunSchema = new Schema<ScheduleRunDoc>(
  { _id: { type: String, required: true }, lastRunAt: { type: String, required: true } },
  { autoIndex: false, versionKey: false },
);

export const ScheduleRunModel: Model<ScheduleRunDoc> =
  (models.ScheduleRun as Model<ScheduleRunDoc>) ??
  model<ScheduleRunDoc>('ScheduleRun', scheduleRunSchema, 'schedule_runs');
