import { Schema, model, models, type Model } from 'mongoose';
import { faq, type Faq } from '@/lib/entities';
import type { Doc } from './document';

export type FaqDoc = Doc<Faq>;
const { fields } = faq;

const faqSchema = new Schema<FaqDoc>(
  {
    question: { type: String, required: true, trim: true, maxlength: fields.question.max },
    answer: { type: String, required: true, maxlength: fields.answer.max },
    home: { type: Boolean, default: false },
    // Service ids as text, as the app holds them.
    services: { type: [String], default: [] },
    position: { type: Number, required: true, min: 0 },
  },
  { timestamps: true, autoIndex: false },
);
/** The panel's list, in order. */
faqSchema.index({ position: 1, _id: 1 }, { name: 'position_1__id_1' });
/** The home page's questions and each service page's, in order. */
faqSchema.index({ home: 1, position: 1, _id: 1 }, { name: 'home_1_position_1__id_1' });
faqSchema.index({ services: 1, position: 1, _id: 1 }, { name: 'services_1_position_1__id_1' });

export const FaqModel: Model<FaqDoc> =
  (models.Faq as Model<FaqDoc>) ?? model<FaqDoc>('Faq', faqSchema);
