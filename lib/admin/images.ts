import { MESSAGES } from '@/lib/api/errors';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/images/signature';

/** For the file input's `accept`: the picker offers only what the server takes. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/** Why this file cannot be uploaded, or null when it can. */
export function imageProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.imageTooLarge;
  return null;
}
