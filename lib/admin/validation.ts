import type { z } from 'zod';
import { MESSAGES } from '@/lib/api/errors';

/**
 * The one message a form shows for invalid input: "Please fill all fields!" whenever any field
 * is empty (the spec's rule), otherwise the first specific rule broken (a link, a length).
 */
export function firstProblem(error: z.ZodError, fillAll: string = MESSAGES.fillAll): string {
  const messages = error.issues.map((issue) => issue.message);
  if (messages.includes(fillAll)) return fillAll;
  return messages[0] ?? fillAll;
}
