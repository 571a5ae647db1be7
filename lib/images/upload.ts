import { ApiError, MESSAGES } from '@/lib/api/errors';
import { reencodeImage } from './reencode';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, detectImageType, type ImageType } from './accepted';

export interface CheckedImage {
  bytes: Uint8Array;
  type: ImageType;
}

/**
 * The `image` field of a form, checked: absent (null), or bytes that really are a JPEG, PNG or
 * WEBP of at most 5 MB. The bytes must say image (and a declared type must not say otherwise),
 * and the image must decode: what is stored is the re-encoded image, without metadata or appended bytes.
 */
export async function readImageField(
  form: FormData,
  field = 'image',
): Promise<CheckedImage | null> {
  return checkImageFile(form.get(field));
}

/** Every file of a repeated field (a gallery's new images), each checked as `image` is. */
export async function readImageFiles(form: FormData, field: string): Promise<CheckedImage[]> {
  const checked = await Promise.all(form.getAll(field).map(checkImageFile));
  return checked.filter((image): image is CheckedImage => image !== null);
}

async function checkImageFile(value: FormDataEntryValue | null): Promise<CheckedImage | null> {
  if (value === null || typeof value === 'string') return null;
  if (value.size === 0 && !value.name) return null;
  if (value.size > MAX_IMAGE_BYTES) throw new ApiError(413, MESSAGES.imageTooLarge);
  // A declared type that names something else is refused; none, or the generic one that API
  // clients send for any file, leaves it to the bytes (checked below either way).
  const declared = value.type.split(';')[0]!.trim().toLowerCase();
  const undeclared = !declared || declared === 'application/octet-stream';
  if (!undeclared && !(ACCEPTED_IMAGE_TYPES as string[]).includes(declared)) {
    throw new ApiError(415, MESSAGES.imageType);
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new ApiError(415, MESSAGES.imageType);
  return { bytes: await reencodeImage(bytes, type), type };
}

export async function requireImageField(form: FormData, field = 'image'): Promise<CheckedImage> {
  const image = await readImageField(form, field);
  if (!image) throw new ApiError(400, MESSAGES.selectImage);
  return image;
}
