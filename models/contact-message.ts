import { Schema, model, models, type Model } from 'mongoose';
import {
  CONTACT_SUBJECTS,
  NOTIFICATION_ERROR_MAX,
  NOTIFICATION_STATES,
  contactMessage,
  type ContactMessage,
  type NotificationState,
} from '@/lib/entities';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';

/** The notification's time as a real date. */
export interface NotificationDoc {
  state: NotificationState;
  at?: Date;
  error?: string;
}

/**
 * The visitor's fields are never edited, so there is no updatedAt: marking a message handled or
 * recording its notification is not an edit of what the visitor sent.
 */
export type ContactMessageDoc = Omit<ContactMessage, '_id' | 'createdAt' | 'notification'> & {
  notification: NotificationDoc;
  createdAt: Date;
};
const { fields } = contactMessage;

const notificationSchema = new Schema<NotificationDoc>(
  {
    state: { type: String, required: true, enum: NOTIFICATION_STATES },
    at: { type: Date },
    error: { type: String, maxlength: NOTIFICATION_ERROR_MAX },
  },
  { _id: false },
);

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true, trim: true, maxlength: fields.name.max },
    email: { type: String, required: true, trim: true, maxlength: fields.email.max },
    phone: { type: String, required: true, trim: true, maxlength: fields.phone.max },
    subject: { type: String, required: true, trim: true, enum: CONTACT_SUBJECTS },
    message: { type: String, required: true, maxlength: fields.message.max },
    // Messages stored before these existed have neither: the store reads them as new, and as
    // never notified.
    handled: { type: Boolean, default: false },
    notification: { type: notificationSchema, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, autoIndex: false },
);
contactMessageSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);

export const ContactMessageModel: Model<ContactMessageDoc> =
  (models.ContactMessage as Model<ContactMessageDoc>) ??
  model<ContactMessageDoc>('ContactMessage', contactMessageSchema);
