import { z } from 'zod';
import { FILL_ALL, LIMITS, requiredText } from './fields';

export const REVIEW_COLUMNS = ['1', '2', '3'] as const;

export const reviewSchema = z.object({
  clientName: requiredText(LIMITS.name, 'Client name'),
  // Stored without the @ the site adds when showing it.
  clientAccount: requiredText(LIMITS.name, 'Client account').transform((v) => v.replace(/^@+/, '')),
  description: requiredText(LIMITS.text, 'Description'),
  col: z
    .union([z.string(), z.number()], { error: FILL_ALL })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, FILL_ALL)
        .refine(
          (v) => (REVIEW_COLUMNS as readonly string[]).includes(v),
          'Column must be 1, 2 or 3!',
        ),
    )
    .transform((v) => Number(v) as 1 | 2 | 3),
});
export type ReviewForm = z.input<typeof reviewSchema>;
