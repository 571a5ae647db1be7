/**
 * The browser-side check of the two visitor forms, before anything is sent. It applies the same
 * text rule as the server's zod schemas (lib/validation/text.ts: trimmed, something visible in
 * it, lengths in UTF-16 units within the same limits), whose answer stays authoritative;
 * tests/unit/site-forms.test.ts keeps the two in step. It exists because zod would add about
 * 30 kB to the blog and contact pages; the text rule itself imports nothing.
 */
import { TEXT_LIMITS, fitsLimit, hasVisibleText } from '@/lib/validation/text';
import { NOTICES } from './site-constants';

type Limits<F extends string> = Record<F, number>;

export const COMMENT_LIMITS: Limits<'name' | 'email' | 'comment'> = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  comment: TEXT_LIMITS.comment,
};
export const CONTACT_LIMITS: Limits<'name' | 'email' | 'phone' | 'subject' | 'message'> = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  subject: TEXT_LIMITS.name,
  message: TEXT_LIMITS.text,
};

const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  comment: 'Comment',
  message: 'Message',
  subject: 'Subject',
};

/**
 * The first problem with `values` as the server would word it ('Please fill all fields!' for
 * any blank field, including one of only invisible characters), or the trimmed values, as the
 * server stores them, when they may be sent.
 */
export function checkForm<F extends string>(
  values: Record<F, string>,
  limits: Limits<F>,
  allowed: Partial<Record<F, readonly string[]>> = {},
): { ok: true; data: Record<F, string> } | { ok: false; message: string } {
  const data = {} as Record<F, string>;
  // Field by field, in order, as the server's schema reports its first issue.
  for (const field of Object.keys(limits) as F[]) {
    const value = (values[field] ?? '').trim();
    const choices = allowed[field];
    if (!hasVisibleText(value) || (choices && !choices.includes(value)))
      return { ok: false, message: NOTICES.fillAll };
    if (!fitsLimit(value, limits[field])) {
      return {
        ok: false,
        message: `${LABELS[field] ?? field} must be at most ${limits[field]} characters!`,
      };
    }
    data[field] = value;
  }
  return { ok: true, data };
}
