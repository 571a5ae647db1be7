import { Schema, model, models, type Model } from 'mongoose';
import { TEXT_LIMITS as MAX } from '@/lib/validation/text';

export interface ContactMessageDoc {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: Date;
  updatedAt: Date;
}

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true, trim: true, maxlength: MAX.name },
    email: { type: String, required: true, trim: true, maxlength: MAX.email },
    phone: { type: String, required: true, trim: true, maxlength: MAX.phone },
    subject: { type: String, required: true, trim: true, maxlength: MAX.name },
    message: { type: String, required: true, maxlength: MAX.text },
  },
  { timestamps: true },
);
contactMessageSchema.index({ createdAt: -1 });

export const ContactMessageModel: Model<ContactMessageDoc> =
  (models.ContactMessage as Model<ContactMessageDoc>) ??
  model<ContactMessageDoc>('ContactMessage', contactMessageSchema);
