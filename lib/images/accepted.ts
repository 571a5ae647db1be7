import { MESSAGES } from '@/lib/api/messages';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The upload limit; kept here, free of server-only imports, for the admin's file inputs too. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const ACCEPTED_IMAGE_TYPES = Object.keys(IMAGE_EXTENSIONS) as ImageType[];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The image type the bytes really are (JPEG, PNG or WEBP), whatever name or type was declared. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/** For the file input's `accept`: the picker offers only what the server takes. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/** Why this file cannot be uploaded, or null when it can. */
export function imageProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.imageTooLarge;
  return null;
}
