import { z } from 'zod';
import { MESSAGES } from '@/lib/api/errors';
import { FILL_ALL, LIMITS, requiredText } from './fields';

export const PASSWORD_MIN = 8;
export const ROLES = ['admin', 'user'] as const;

export const signupSchema = z.object({
  username: requiredText(LIMITS.name, 'Username'),
  email: requiredText(LIMITS.email, 'Email'),
  password: z
    .string({ error: FILL_ALL })
    .min(1, FILL_ALL)
    .max(200, 'Password must be at most 200 characters!')
    .refine((v) => v.trim().length > 0, FILL_ALL)
    .refine(
      (v) => v.length >= PASSWORD_MIN,
      `Password must be at least ${PASSWORD_MIN} characters!`,
    ),
  role: z.enum(ROLES, { error: 'Role must be admin or user!' }).default('admin'),
});
export type SignupForm = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  username: requiredText(LIMITS.name, 'Username', MESSAGES.fillAllLogin),
  password: z
    .string({ error: MESSAGES.fillAllLogin })
    .min(1, MESSAGES.fillAllLogin)
    .max(200, MESSAGES.fillAllLogin),
});
export type LoginForm = z.infer<typeof loginSchema>;
