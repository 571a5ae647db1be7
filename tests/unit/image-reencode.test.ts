import sharp from 'sharp';
import { ApiError } from '@/lib/api/errors';
import { MAX_IMAGE_PIXELS, reencodeImage } from '@/lib/images/reencode';
import { readImageField } from '@/lib/images/upload';

/** Real images, made by sharp in the test. */
function solid(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
}

const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '48/1 51/1 29/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '2/1 17/1 40/1',
};

/**
 * The tags of an EXIF block's first directory (IFD0), read from its TIFF structure. 0x8825 is
 * the pointer to the GPS directory: present exactly when the image carries GPS tags.
 */
function ifd0Tags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(4);
  return Array.from({ length: u16(start) }, (_, i) => u16(start + 2 + i * 12));
}
const GPS_POINTER = 0x8825;

async function form(bytes: Uint8Array, type: string, name = 'photo') {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('uploaded images are re-encoded before they are stored', () => {
  test('a JPEG with a GPS position comes out as a JPEG without any EXIF', async () => {
    const original = await solid()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone' }, IFD3: GPS })
      .toBuffer();
    expect(ifd0Tags((await sharp(original).metadata()).exif)).toContain(GPS_POINTER);

    const checked = await readImageField(await form(original, 'image/jpeg', 'photo.jpg'));
    expect(checked?.type).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(checked!.bytes)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(ifd0Tags(meta.exif)).not.toContain(GPS_POINTER);
    expect(Buffer.from(checked!.bytes).includes('Someone')).toBe(false);
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  test('PNG and WEBP keep their format and lose their metadata', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const original = await solid()
        [format]()
        .withExif({ IFD0: { Copyright: 'Someone' }, IFD3: GPS })
        .toBuffer();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const out = await reencodeImage(new Uint8Array(original), type);
      const meta = await sharp(Buffer.from(out)).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
    }
  });

  test('a JPEG with bytes appended after it is stored without them', async () => {
    const jpeg = await solid().jpeg().toBuffer();
    const payload = Buffer.from('<?php system($_GET["c"]); ?> appended-after-the-image');
    const tampered = Buffer.concat([jpeg, payload]);
    const checked = await readImageField(await form(tampered, 'image/jpeg', 'photo.jpg'));
    const stored = Buffer.from(checked!.bytes);
    expect(stored.includes('appended-after-the-image')).toBe(false);
    // The image ends at its end-of-image marker.
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  test('a file that only starts like a PNG is refused with the type message', async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const fake = Buffer.concat([header, Buffer.from('<script>alert(1)</script>'.repeat(20))]);
    expect(await refusal(readImageField(await form(fake, 'image/png', 'x.png')))).toEqual({
      status: 415,
      message: 'Only PNG, JPG or WEBP files are allowed!',
    });
    // A real PNG cut short is refused too.
    const png = await solid(200, 200).png().toBuffer();
    expect(
      (await refusal(readImageField(await form(png.subarray(0, png.length / 2), 'image/png'))))
        .status,
    ).toBe(415);
  });

  test('photos are turned upright from their EXIF orientation, which is then dropped', async () => {
    // 40 × 30 pixels stored, "rotate 90° clockwise to show" (orientation 6).
    const sideways = await solid(40, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await reencodeImage(new Uint8Array(sideways), 'image/jpeg');
    const meta = await sharp(Buffer.from(out)).metadata();
    expect([meta.width, meta.height]).toEqual([30, 40]);
    expect(meta.orientation).toBeUndefined();
  });

  test('a small file that describes an enormous image is refused before it is decoded', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(25_000_000);
    // 6,000 × 5,000 = 30 megapixels of one colour: a few hundred kilobytes as PNG.
    const bomb = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: '#000' },
    })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(await refusal(readImageField(await form(bomb, 'image/png', 'bomb.png')))).toEqual({
      status: 413,
      message: 'Image is too large: the limit is 25 megapixels!',
    });
  });

  test('uploads decode two at a time, the rest waiting, so memory holds at most two images', async () => {
    const photo = await solid(2400, 2400).png({ compressionLevel: 1 }).toBuffer();
    let most = 0;
    const sample = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 1);
    const started = Array.from({ length: 6 }, () =>
      reencodeImage(new Uint8Array(photo), 'image/png'),
    );
    const stored = await Promise.all(started);
    clearInterval(sample);
    expect(stored).toHaveLength(6);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  });
});
