/**
 * The browser-side check of the two visitor forms, before anything is sent. It mirrors the
 * server's zod schemas in lib/validation (required, trimmed text within the same limits), whose
 * answer stays authoritative; tests/unit/site-forms.test.ts keeps the two in step. It exists
 * because zod would add about 30 kB to the blog and contact pages.
 */
import { COMMENT_MAX, NOTICES } from './site-constants';

type Limits<F extends string> = Record<F, number>;

export const COMMENT_LIMITS: Limits<'name' | 'email' | 'comment'> = {
  name: 100,
  email: 254,
  comment: COMMENT_MAX,
};
export const CONTACT_LIMITS: Limits<'name' | 'email' | 'phone' | 'subject' | 'message'> = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 100,
  message: 5000,
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
 * any blank field), or the trimmed values, as the server stores them, when they may be sent.
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
    if (!value || (choices && !choices.includes(value)))
      return { ok: false, message: NOTICES.fillAll };
    if (value.length > limits[field]) {
      return {
        ok: false,
        message: `${LABELS[field] ?? field} must be at most ${limits[field]} characters!`,
      };
    }
    data[field] = value;
  }
  return { ok: true, data };
}
