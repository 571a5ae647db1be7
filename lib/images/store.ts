import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadApiResponse } from 'cloudinary';
import { ApiError, MESSAGES } from '@/lib/api/errors';
import { cloudinaryConfig, env, hasCloudinary } from '@/lib/env';
import { IMAGE_EXTENSIONS, type ImageType } from './accepted';

export interface ImageStore {
  /**
   * Stores the bytes under a generated name and answers the public URL; a 502 ApiError when the
   * image host fails, with nothing left stored.
   */
  save(bytes: Uint8Array, type: ImageType): Promise<string>;
  /** Deletes an image this store saved; URLs it did not produce (demo art) are left alone. */
  remove(url: string): Promise<void>;
}

export const LOCAL_UPLOAD_PREFIX = '/uploads/';
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

function generatedName(type: ImageType) {
  return `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
}

export function uploadDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env().UPLOAD_DIR);
}

export const localImageStore: ImageStore = {
  async save(bytes, type) {
    const dir = uploadDir();
    await mkdir(dir, { recursive: true });
    const name = generatedName(type);
    await writeFile(path.join(/* turbopackIgnore: true */ dir, name), bytes);
    return `${LOCAL_UPLOAD_PREFIX}${name}`;
  },
  async remove(url) {
    if (!url.startsWith(LOCAL_UPLOAD_PREFIX)) return;
    const name = url.slice(LOCAL_UPLOAD_PREFIX.length);
    if (!UPLOAD_NAME.test(name)) return;
    await unlink(path.join(/* turbopackIgnore: true */ uploadDir(), name)).catch(() => undefined);
  },
};

const CLOUDINARY_FOLDER = 'agency';
/** Upload requests give up after this long; a destroy (cleanup after the record changed) sooner. */
const UPLOAD_TIMEOUT_MS = 30_000;
const DESTROY_TIMEOUT_MS = 10_000;

/**
 * The public id of one of our uploads from its delivery URL, on the configured cloud only:
 * https://res.cloudinary.com/<cloud>/image/upload/v123/agency/abc.webp → agency/abc. Any other
 * URL (demo art, another cloud's image) is not ours to delete.
 */
export function cloudinaryPublicId(url: string, cloudName: string): string | null {
  const match =
    /^https:\/\/res\.cloudinary\.com\/([^/]+)\/image\/upload\/(?:v\d+\/)?(agency\/[A-Za-z0-9_-]+)\.[a-z]+$/.exec(
      url,
    );
  return match && match[1] === cloudName ? match[2]! : null;
}

type Cloudinary = typeof import('cloudinary').v2;
let sdk: Promise<Cloudinary> | undefined;

/**
 * The SDK, configured from the validated credentials. It loads on first use, so a site on local
 * disk never loads it (the SDK also reads CLOUDINARY_URL by itself as it loads, and the start-up
 * check has vetted that value by then).
 */
async function cloudinaryClient(): Promise<{ cloudinary: Cloudinary; cloudName: string }> {
  const credentials = cloudinaryConfig(env());
  if (!credentials) throw new Error('Cloudinary is not configured');
  sdk ??= import('cloudinary').then((module) => module.v2);
  const cloudinary = await sdk;
  cloudinary.config({
    ...credentials.settings,
    cloud_name: credentials.cloudName,
    api_key: credentials.apiKey,
    api_secret: credentials.apiSecret,
    secure: true,
  });
  return { cloudinary, cloudName: credentials.cloudName };
}

/** The SDK reports failures as plain objects ({ message, http_code }) as often as Errors. */
function describeFailure(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, http_code: status } = error as { message: unknown; http_code?: unknown };
    return status ? `${String(message)} (HTTP ${String(status)})` : String(message);
  }
  return String(error);
}

/** Cloudinary answered and refused (4xx): it stored nothing. */
function refusedByCloudinary(error: unknown): boolean {
  const status = (error as { http_code?: unknown } | null)?.http_code;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Deletes an asset, and invalidates its cached copies on the CDN so a deleted image stops being
 * served. A failure is logged and never fails the change that asked for it: the record is
 * already updated, and an orphaned asset costs storage, not correctness.
 */
async function destroyAsset(cloudinary: Cloudinary, publicId: string): Promise<void> {
  try {
    // The SDK honours `timeout` on every call; its types leave it out for destroy.
    const options = {
      resource_type: 'image',
      invalidate: true,
      timeout: DESTROY_TIMEOUT_MS,
    } as const;
    const answer = (await cloudinary.uploader.destroy(publicId, options)) as { result?: string };
    // "not found": already gone, which is what was asked.
    if (answer.result !== 'ok' && answer.result !== 'not found') {
      console.warn(`[images] Cloudinary did not delete ${publicId}: ${answer.result}`);
    }
  } catch (error) {
    console.warn(
      `[images] could not delete ${publicId} from Cloudinary: ${describeFailure(error)}`,
    );
  }
}

export const cloudinaryImageStore: ImageStore = {
  async save(bytes) {
    const { cloudinary, cloudName } = await cloudinaryClient();
    const name = randomBytes(16).toString('hex');
    const publicId = `${CLOUDINARY_FOLDER}/${name}`;
    try {
      // The bytes go as they are, in a multipart body: a data URI would be a third larger on
      // the wire and hold the image twice in memory.
      const result = await new Promise<UploadApiResponse>((resolve, reject) => {
        cloudinary.uploader
          .upload_stream(
            {
              folder: CLOUDINARY_FOLDER,
              public_id: name,
              resource_type: 'image',
              overwrite: false,
              timeout: UPLOAD_TIMEOUT_MS,
            },
            (error, answer) => (answer && !error ? resolve(answer) : reject(error)),
          )
          .end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      });
      // The URL kept in the record must lead back to this asset, or it could never be deleted.
      if (cloudinaryPublicId(result.secure_url, cloudName) !== publicId) {
        throw new Error(`unexpected delivery URL ${result.secure_url}`);
      }
      return result.secure_url;
    } catch (error) {
      console.error(`[images] Cloudinary upload failed: ${describeFailure(error)}`);
      // Unless Cloudinary refused it, the upload may have been stored before its answer was
      // lost: delete it, so that no image is left that no record names.
      if (!refusedByCloudinary(error)) await destroyAsset(cloudinary, publicId);
      throw new ApiError(502, MESSAGES.imageStoreFailed);
    }
  },
  async remove(url) {
    const { cloudinary, cloudName } = await cloudinaryClient();
    const publicId = cloudinaryPublicId(url, cloudName);
    if (publicId) await destroyAsset(cloudinary, publicId);
  },
};

export function imageStore(): ImageStore {
  return hasCloudinary(env()) ? cloudinaryImageStore : localImageStore;
}
