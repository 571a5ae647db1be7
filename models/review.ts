import { Schema, model, models, type Model } from 'mongoose';
import { TEXT_LIMITS as MAX } from '@/lib/validation/text';
import { NEWEST_FIRST } from './indexes';

export interface ReviewDoc {
  clientName: string;
  clientAccount: string;
  description: string;
  imageURL: string;
  col: 1 | 2 | 3;
  createdAt: Date;
  updatedAt: Date;
}

const reviewSchema = new Schema<ReviewDoc>(
  {
    clientName: { type: String, required: true, trim: true, maxlength: MAX.name },
    clientAccount: { type: String, required: true, trim: true, maxlength: MAX.name },
    description: { type: String, required: true, maxlength: MAX.text },
    imageURL: { type: String, required: true },
    col: { type: Number, required: true, enum: [1, 2, 3], default: 1 },
  },
  { timestamps: true, autoIndex: false },
);
reviewSchema.index(NEWEST_FIRST);

export const ReviewModel: Model<ReviewDoc> =
  (models.Review as Model<ReviewDoc>) ?? model<ReviewDoc>('Review', reviewSchema);
