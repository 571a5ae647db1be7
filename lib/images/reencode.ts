import sharp from 'sharp';
import { ApiError, MESSAGES } from '@/lib/api/errors';
import type { ImageType } from './accepted';
import { inDecodeQueue } from './decode-queue';

/**
 * Decoding stops above this many pixels (a 6,000 × 4,000 camera photo is 24 megapixels): a small
 * file can describe an enormous image, and decoding one would take the server's memory. The site
 * shows no image larger than a 4K screen (8.3 megapixels), so nothing it shows is lost.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

const FORMATS: Record<ImageType, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Decodes an upload and encodes it again in its own format, so that only pixels are stored:
 * metadata (EXIF with GPS positions, camera serials, comments, ICC and XMP) is dropped, anything
 * appended after the image is gone, and bytes that only start like an image are refused (415).
 * The EXIF orientation is applied to the pixels first, so photos stay upright without it.
 */
export function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Uint8Array> {
  return inDecodeQueue(() => reencode(bytes, type));
}

async function reencode(bytes: Uint8Array, type: ImageType): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_PIXELS,
    }).autoOrient();
    const format = FORMATS[type];
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 90 })
        : format === 'png'
          ? image.png()
          : image.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    // The byte check and the decoder must agree on what the file is.
    if (info.format !== format) throw new ApiError(415, MESSAGES.imageType);
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ApiError(413, MESSAGES.imageTooManyPixels);
    }
    throw new ApiError(415, MESSAGES.imageType);
  }
}
