import { Schema, model, models, type Model } from 'mongoose';
import { REVIEW_COLUMNS, review, type Review } from '@/lib/entities';
import type { Doc } from './document';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';
import { addPublishingIndexes, publishingPaths } from './publishing';

export type ReviewDoc = Doc<Review>;
const { fields } = review;

const reviewSchema = new Schema<ReviewDoc>(
  {
    clientName: { type: String, required: true, trim: true, maxlength: fields.clientName.max },
    clientAccount: {
      type: String,
      required: true,
      trim: true,
      maxlength: fields.clientAccount.max,
    },
    description: { type: String, required: true, maxlength: fields.description.max },
    imageURL: { type: String, required: true },
    // Not required: a record stored before alt text existed has none until it is next saved.
    imageAlt: { type: String, default: '', trim: true, maxlength: fields.imageAlt.max },
    col: { type: Number, required: true, enum: REVIEW_COLUMNS, default: 1 },
    ...publishingPaths,
  },
  { timestamps: true, autoIndex: false },
);
reviewSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);
addPublishingIndexes(reviewSchema);

export const ReviewModel: Model<ReviewDoc> =
  (models.Review as Model<ReviewDoc>) ?? model<ReviewDoc>('Review', reviewSchema);
