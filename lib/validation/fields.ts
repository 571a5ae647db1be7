import { z } from 'zod';
import { MESSAGES } from '@/lib/api/errors';

export const FILL_ALL = MESSAGES.fillAll;

/**
 * A required text field: anything that is not a non-blank string (missing, a number, an object
 * such as a NoSQL operator) gets the form's "fill all fields" message.
 */
export function requiredText(max: number, label: string, message: string = FILL_ALL) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters!`);
}

/** A web address the site will render as a link: http or https only, never `javascript:`. */
export function webLink(label: string, message: string = FILL_ALL) {
  return requiredText(500, label, message).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, `${label} must be a full web address starting with https://`);
}

export const LIMITS = {
  name: 100,
  email: 254,
  title: 200,
  text: 5_000,
  blogText: 50_000,
  comment: 300,
} as const;
