import sharp from 'sharp';
import { ApiError, MESSAGES } from '@/lib/api/errors';
import { resetEnvForTests } from '@/lib/env';
import { reencodeImage } from '@/lib/images/reencode';
import { cloudinaryImageStore, imageStore } from '@/lib/images/store';
import {
  CloudinaryStandIn,
  STAND_IN_CLOUD,
  STAND_IN_KEY,
  STAND_IN_SECRET,
  documentedSignature,
} from '../helpers/cloudinary-stand-in';

/**
 * The Cloudinary image store through the real `cloudinary` SDK, against a local stand-in of
 * Cloudinary's upload API (CLOUDINARY_URL's upload_prefix points the SDK at it).
 */

const cloudinary = new CloudinaryStandIn();

/** A photo-like upload, re-encoded as the upload path does before storing it. */
async function photo(): Promise<Uint8Array> {
  const { data, info } = await sharp({
    create: { width: 320, height: 200, channels: 3, background: '#3355aa' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="320" height="200"><circle cx="120" cy="90" r="70" fill="#f5c542"/><rect x="180" y="40" width="110" height="140" fill="#22aa77"/></svg>',
        ),
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noisy = Buffer.from(
    data.map((value, i) => Math.max(0, Math.min(255, value + ((i * 37) % 23) - 11))),
  );
  const jpeg = await sharp(noisy, { raw: info }).jpeg({ quality: 92 }).toBuffer();
  return reencodeImage(new Uint8Array(jpeg), 'image/jpeg');
}

function useCloudinary(secret = STAND_IN_SECRET) {
  process.env.CLOUDINARY_URL = cloudinary.cloudinaryUrl(secret);
  resetEnvForTests();
}

let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;

beforeAll(async () => {
  await cloudinary.start();
});
afterAll(async () => {
  delete process.env.CLOUDINARY_URL;
  resetEnvForTests();
  await cloudinary.stop();
});
beforeEach(() => {
  cloudinary.reset();
  useCloudinary();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  warnings.mockRestore();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('the Cloudinary image store (real SDK, local stand-in)', () => {
  test('is the store in use when CLOUDINARY_URL is set', () => {
    expect(imageStore()).toBe(cloudinaryImageStore);
  });

  test('upload: a signed multipart POST to /v1_1/<cloud>/image/upload with the folder and a random public id', async () => {
    const bytes = await photo();
    const url = await imageStore().save(bytes, 'image/jpeg');

    const [upload, ...others] = cloudinary.requests;
    expect(others).toEqual([]);
    expect(upload!.path).toBe(`/v1_1/${STAND_IN_CLOUD}/image/upload`);
    expect(upload!.resourceType).toBe('image');
    expect(upload!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.fields).toMatchObject({
      folder: 'agency',
      overwrite: '0',
      api_key: STAND_IN_KEY,
    });
    expect(upload!.fields.public_id).toMatch(/^[a-f0-9]{32}$/);
    expect(Number(upload!.fields.timestamp)).toBeCloseTo(Date.now() / 1000, -2);
    // The signature, recomputed here with the documented algorithm from the configured secret.
    expect(upload!.fields.signature).toBe(documentedSignature(upload!.fields, STAND_IN_SECRET));
    expect(upload!.status).toBe(200);

    // The re-encoded bytes themselves, as a file part: no base64 data URI.
    expect(Object.keys(upload!.fields)).not.toContain('file');
    expect(upload!.file!.bytes.equals(Buffer.from(bytes))).toBe(true);
    expect(upload!.file!.type).toBe('application/octet-stream');

    const publicId = `agency/${upload!.fields.public_id}`;
    expect(cloudinary.assets.get(publicId)?.format).toBe('jpg');
    expect(url).toMatch(
      new RegExp(
        `^https://res\\.cloudinary\\.com/${STAND_IN_CLOUD}/image/upload/v\\d+/${publicId}\\.jpg$`,
      ),
    );
  });

  test('two uploads never share a public id', async () => {
    const bytes = await photo();
    const [a, b] = await Promise.all([
      imageStore().save(bytes, 'image/jpeg'),
      imageStore().save(bytes, 'image/jpeg'),
    ]);
    expect(a).not.toBe(b);
    expect(cloudinary.assets.size).toBe(2);
  });

  test('delete: a signed destroy of that public id, which also clears the CDN copies', async () => {
    const url = await imageStore().save(await photo(), 'image/jpeg');
    const publicId = `agency/${cloudinary.of('upload')[0]!.fields.public_id}`;

    await imageStore().remove(url);

    const [destroy] = cloudinary.of('destroy');
    expect(destroy!.path).toBe(`/v1_1/${STAND_IN_CLOUD}/image/destroy`);
    expect(destroy!.fields).toMatchObject({
      public_id: publicId,
      invalidate: 'true',
      api_key: STAND_IN_KEY,
    });
    expect(destroy!.fields.signature).toBe(documentedSignature(destroy!.fields, STAND_IN_SECRET));
    expect(destroy!.status).toBe(200);
    expect(cloudinary.assets.has(publicId)).toBe(false);
  });

  test.each([
    ['demo art', '/demo/projects/ledgerly.svg'],
    ['a local upload', '/uploads/0123456789abcdef0123456789abcdef.png'],
    [
      'an image in another folder',
      `https://res.cloudinary.com/${STAND_IN_CLOUD}/image/upload/v1/other/x.png`,
    ],
    [
      "another cloud's image",
      'https://res.cloudinary.com/someone-else/image/upload/v1/agency/abc.png',
    ],
  ])('delete leaves %s alone', async (_what, url) => {
    await imageStore().remove(url);
    expect(cloudinary.requests).toEqual([]);
  });

  test('a wrong API secret: Cloudinary refuses the signature, the upload fails with a 502 and nothing is stored', async () => {
    useCloudinary('not-the-secret');
    const error = await failure(imageStore().save(await photo(), 'image/jpeg'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toBe(MESSAGES.imageStoreFailed);
    expect(cloudinary.of('upload').map((r) => r.status)).toEqual([401]);
    expect(cloudinary.assets.size).toBe(0);
    // Refused outright: nothing to clean up.
    expect(cloudinary.of('destroy')).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/upload failed: Invalid Signature/));
  });

  test('a server error on upload: a 502, and the public id it was sent under is deleted in case it was kept', async () => {
    cloudinary.failNext('upload', 'server-error');
    const error = await failure(imageStore().save(await photo(), 'image/jpeg'));
    expect(error.status).toBe(502);
    const sent = `agency/${cloudinary.of('upload')[0]!.fields.public_id}`;
    expect(cloudinary.of('destroy').map((r) => r.fields.public_id)).toEqual([sent]);
    expect(cloudinary.assets.size).toBe(0);
  });

  test('an upload stored but its answer lost: a 502, and the stored asset is deleted', async () => {
    cloudinary.failNext('upload', 'store-then-drop');
    const error = await failure(imageStore().save(await photo(), 'image/jpeg'));
    expect(error.status).toBe(502);
    const [destroy] = cloudinary.of('destroy');
    expect(destroy!.fields.public_id).toBe(
      `agency/${cloudinary.of('upload')[0]!.fields.public_id}`,
    );
    expect(destroy!.status).toBe(200);
    expect(cloudinary.assets.size).toBe(0);
  });

  test.each([
    ['answers an error', 'server-error'],
    ['drops the connection', 'store-then-drop'],
  ] as const)('a destroy that %s is logged and does not throw', async (_what, how) => {
    const url = await imageStore().save(await photo(), 'image/jpeg');
    const publicId = `agency/${cloudinary.of('upload')[0]!.fields.public_id}`;
    cloudinary.failNext('destroy', how);
    await expect(imageStore().remove(url)).resolves.toBeUndefined();
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining(`could not delete ${publicId}`));
    expect(cloudinary.assets.has(publicId)).toBe(true);
  });
});
