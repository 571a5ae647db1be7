import { keysOf } from './keys';
import { choice, text, type InputOf } from './checks';
import { TEXT_LIMITS } from './text';

/** What a visitor may choose as the subject of a contact message. */
export const CONTACT_SUBJECTS = ['Web Development', 'UI/UX Design', 'Consultation'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** A message sent from the contact page; all five fields are kept. */
const fields = {
  name: text({ label: 'Name', max: TEXT_LIMITS.name }),
  email: text({ label: 'Email', max: TEXT_LIMITS.email }),
  phone: text({ label: 'Phone', max: TEXT_LIMITS.phone }),
  subject: choice({ label: 'Subject', values: CONTACT_SUBJECTS }),
  message: text({ label: 'Message', max: TEXT_LIMITS.text }),
};

export type ContactMessageInput = InputOf<typeof fields>;
/** Messages are never edited, so they carry no updatedAt. */
export type ContactMessage = { _id: string } & ContactMessageInput & { createdAt: string };

export const contactMessage = {
  fields,
  keys: keysOf<ContactMessage>()(
    '_id',
    'name',
    'email',
    'phone',
    'subject',
    'message',
    'createdAt',
  ),
  api: {
    send: '/frontend/contact/send',
    /** The dashboard: the counts and every message (`messages`). */
    dashboard: '/admin/main/get',
    remove: (id: string) => `/admin/main/contact/delete/${encodeURIComponent(id)}`,
  },
} as const;
