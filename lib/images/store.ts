import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { v2 as cloudinary } from 'cloudinary';
import { env, hasCloudinary } from '@/lib/env';
import { IMAGE_EXTENSIONS, type ImageType } from './accepted';

export interface ImageStore {
  /** Stores the bytes under a generated name and answers the public URL. */
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

/** public_id of a Cloudinary delivery URL in our folder: .../upload/v123/agency/abc.webp → agency/abc */
export function cloudinaryPublicId(url: string): string | null {
  const match = /\/image\/upload\/(?:v\d+\/)?(agency\/[A-Za-z0-9_-]+)\.[a-z]+$/.exec(url);
  return match ? match[1]! : null;
}

function configureCloudinary() {
  const e = env();
  if (e.CLOUDINARY_URL) {
    // The SDK reads CLOUDINARY_URL itself; secure delivery URLs either way.
    cloudinary.config({ secure: true });
  } else {
    cloudinary.config({
      cloud_name: e.CLOUDINARY_CLOUD_NAME,
      api_key: e.CLOUDINARY_API_KEY,
      api_secret: e.CLOUDINARY_API_SECRET,
      secure: true,
    });
  }
}

export const cloudinaryImageStore: ImageStore = {
  async save(bytes, type) {
    configureCloudinary();
    const dataUri = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
    const result = await cloudinary.uploader.upload(dataUri, {
      folder: CLOUDINARY_FOLDER,
      public_id: randomBytes(16).toString('hex'),
      resource_type: 'image',
      overwrite: false,
    });
    return result.secure_url;
  },
  async remove(url) {
    const publicId = cloudinaryPublicId(url);
    if (!publicId) return;
    configureCloudinary();
    await cloudinary.uploader
      .destroy(publicId, { resource_type: 'image' })
      .catch((error: unknown) => {
        console.warn('[images] could not delete', publicId, error);
      });
  },
};

export function imageStore(): ImageStore {
  return hasCloudinary(env()) ? cloudinaryImageStore : localImageStore;
}
