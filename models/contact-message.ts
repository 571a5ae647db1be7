import { Schema, model, models, type Model } from 'mongoose';

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
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true },
    phone: { type: String, required: true, trim: true },
    subject: { type: String, required: true, trim: true },
    message: { type: String, required: true },
  },
  { timestamps: true },
);
contactMessageSchema.index({ createdAt: -1 });

export const ContactMessageModel: Model<ContactMessageDoc> =
  (models.ContactMessage as Model<ContactMessageDoc>) ??
  model<ContactMessageDoc>('ContactMessage', contactMessageSchema);
