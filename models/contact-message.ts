import { Schema, model, models, type Model } from 'mongoose';
import { NEWEST_FIRST } from './indexes';

export interface ContactMessageDoc {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: Date;
}

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true },
    phone: { type: String, required: true, trim: true },
    subject: { type: String, required: true, trim: true },
    message: { type: String, required: true },
  },
  // Messages are never edited: no updatedAt.
  { timestamps: { createdAt: true, updatedAt: false }, autoIndex: false },
);
contactMessageSchema.index(NEWEST_FIRST);

export const ContactMessageModel: Model<ContactMessageDoc> =
  (models.ContactMessage as Model<ContactMessageDoc>) ??
  model<ContactMessageDoc>('ContactMessage', contactMessageSchema);
