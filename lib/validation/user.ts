import { z } from 'zod';
import { MESSAGES } from '@/lib/api/messages';
import { FILL_ALL, LIMITS, requiredText } from './fields';
import { hasVisibleText, utf8Length } from './text';

export const PASSWORD_MIN = 8;
/** bcrypt reads only the first 72 bytes of a password; a longer one would be cut silently. */
const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters!`;
export const PASSWORD_TOO_LONG =
  'Password is too long: at most 72 bytes, which is 72 plain letters, digits or symbols, ' +
  'fewer with accented letters (2 bytes each) or emoji (4 bytes each)!';
export const ROLES = ['admin', 'user'] as const;

/**
 * The rule for every password that is set (signup, password change, ADMIN_PASSWORD): not blank,
 * at least 8 characters, at most 72 UTF-8 bytes.
 */
export function newPassword(fillAll: string = FILL_ALL) {
  return z
    .string({ error: fillAll })
    .refine(hasVisibleText, fillAll)
    .refine((v) => v.length >= PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .refine((v) => utf8Length(v) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG);
}

export const signupSchema = z.object({
  username: requiredText(LIMITS.name, 'Username'),
  email: requiredText(LIMITS.email, 'Email'),
  password: newPassword(),
  role: z.enum(ROLES, { error: 'Role must be admin or user!' }).default('admin'),
});
export type SignupForm = z.input<typeof signupSchema>;

/**
 * Sign-in takes a password of any length up to 200 characters and compares it the way bcrypt
 * always has (its first 72 bytes), so accounts whose passwords were set before the 72-byte rule
 * keep working. The bytes past 72 would have to follow the whole correct password, so accepting
 * them gives a guesser nothing.
 */
export const loginSchema = z.object({
  username: requiredText(LIMITS.name, 'Username', MESSAGES.fillAllLogin),
  password: z
    .string({ error: MESSAGES.fillAllLogin })
    .min(1, MESSAGES.fillAllLogin)
    .max(200, MESSAGES.fillAllLogin),
});
export type LoginForm = z.infer<typeof loginSchema>;

/** PATCH /auth/password: the current password, and a new one under the signup rules. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(200, FILL_ALL),
  newPassword: newPassword(),
});
export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;
