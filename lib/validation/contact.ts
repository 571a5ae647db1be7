import { z } from 'zod';
import { FILL_ALL, LIMITS, requiredText } from './fields';

export const CONTACT_SUBJECTS = ['Web Development', 'UI/UX Design', 'Consultation'] as const;

export const contactSchema = z.object({
  name: requiredText(LIMITS.name, 'Name'),
  email: requiredText(LIMITS.email, 'Email'),
  phone: requiredText(LIMITS.phone, 'Phone'),
  subject: z.enum(CONTACT_SUBJECTS, { error: FILL_ALL }),
  message: requiredText(LIMITS.text, 'Message'),
});
export type ContactForm = z.infer<typeof contactSchema>;
