import { Schema, model, models, type Model } from 'mongoose';
import { CONTACT_SUBJECTS, contactMessage, type ContactMessage } from '@/lib/entities';
import { NEWEST_FIRST } from './indexes';

/** Messages are never edited: no updatedAt. */
export type ContactMessageDoc = Omit<ContactMessage, '_id' | 'createdAt'> & { createdAt: Date };
const { fields } = contactMessage;

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true, trim: true, maxlength: fields.name.max },
    email: { type: String, required: true, trim: true, maxlength: fields.email.max },
    phone: { type: String, required: true, trim: true, maxlength: fields.phone.max },
    subject: { type: String, required: true, trim: true, enum: CONTACT_SUBJECTS },
    message: { type: String, required: true, maxlength: fields.message.max },
  },
  { timestamps: { createdAt: true, updatedAt: false }, autoIndex: false },
);
contactMessageSchema.index(NEWEST_FIRST);

export const ContactMessageModel: Model<ContactMessageDoc> =
  (models.ContactMessage as Model<ContactMessageDoc>) ??
  model<ContactMessageDoc>('ContactMessage', contactMessageSchema);
