import { z } from 'zod';
import { MESSAGES } from '@/lib/api/messages';
import { TEXT_LIMITS, fitsLimit, hasVisibleText } from './text';

export const FILL_ALL = MESSAGES.fillAll;

/**
 * A required text field: anything that is not a string with something visible in it (missing,
 * blank, only invisible characters, a number, an object such as a NoSQL operator) gets the form's
 * "fill all fields" message. Lengths follow the shared text rule (UTF-16 code units), not zod's
 * own count.
 */
export function requiredText(max: number, label: string, message: string = FILL_ALL) {
  return z
    .string({ error: message })
    .trim()
    .refine(hasVisibleText, message)
    .refine((value) => fitsLimit(value, max), `${label} must be at most ${max} characters!`);
}

/** A web address the site will render as a link: http or https only, never `javascript:`. */
export function webLink(label: string, message: string = FILL_ALL) {
  return requiredText(LIMITS.link, label, message).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, `${label} must be a full web address starting with https://`);
}

export const LIMITS = TEXT_LIMITS;
