import { Schema, model, models, type Model } from 'mongoose';
import { TEXT_LIMITS as MAX } from '@/lib/validation/text';
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
    name: { type: String, required: true, trim: true, maxlength: MAX.name },
    email: { type: String, required: true, trim: true, maxlength: MAX.email },
    phone: { type: String, required: true, trim: true, maxlength: MAX.phone },
    subject: { type: String, required: true, trim: true, maxlength: MAX.name },
    message: { type: String, required: true, maxlength: MAX.text },
  },
  // Messages are never edited: no updatedAt.
  { timestamps: { createdAt: true, updatedAt: false }, autoIndex: false },
);
contactMessageSchema.index(NEWEST_FIRST);

export const ContactMessageModel: Model<ContactMessageDoc> =
  (models.ContactMessage as Model<ContactMessageDoc>) ??
  model<ContactMessageDoc>('ContactMessage', contactMessageSchema);
