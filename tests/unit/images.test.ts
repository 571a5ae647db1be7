import { cloudinaryPublicId } from '@/lib/images/store';
import { detectImageType } from '@/lib/images/accepted';
import { readImageField } from '@/lib/images/upload';
import { ApiError } from '@/lib/api/errors';
import {
  GIF_BYTES,
  HTML_TEXT,
  JPEG_BYTES,
  PNG_BYTES,
  SVG_TEXT,
  WEBP_BYTES,
} from '../helpers/files';

describe('detectImageType (byte signatures)', () => {
  test.each([
    ['PNG', PNG_BYTES, 'image/png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['WEBP', WEBP_BYTES, 'image/webp'],
  ])('recognises %s', (_name, bytes, type) => {
    expect(detectImageType(new Uint8Array(bytes))).toBe(type);
  });

  test.each([
    ['GIF', GIF_BYTES],
    ['SVG', Buffer.from(SVG_TEXT)],
    ['HTML', Buffer.from(HTML_TEXT)],
    ['RIFF that is not WEBP (WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG header', PNG_BYTES.subarray(0, 4)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(new Uint8Array(bytes))).toBeNull();
  });
});

describe('readImageField', () => {
  const form = (file: Blob, name = 'x.png') => {
    const f = new FormData();
    f.append('image', file, name);
    return f;
  };
  const status = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      return (error as ApiError).status;
    }
  };

  test('no field is null; a text field is null', async () => {
    expect(await readImageField(new FormData())).toBeNull();
    const f = new FormData();
    f.append('image', 'not a file');
    expect(await readImageField(f)).toBeNull();
  });

  test('415 for bytes that are not an image, whatever the declared type', async () => {
    expect(await status(readImageField(form(new Blob([HTML_TEXT], { type: 'image/png' }))))).toBe(
      415,
    );
  });

  test('415 for a real PNG declared as another type', async () => {
    expect(
      await status(
        readImageField(form(new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/gif' }))),
      ),
    ).toBe(415);
  });

  test('413 over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG_BYTES.copy(big);
    expect(
      await status(readImageField(form(new Blob([new Uint8Array(big)], { type: 'image/png' })))),
    ).toBe(413);
  });

  test('exactly 5 MB passes', async () => {
    const max = Buffer.alloc(5 * 1024 * 1024);
    PNG_BYTES.copy(max);
    expect(
      await status(readImageField(form(new Blob([new Uint8Array(max)], { type: 'image/png' })))),
    ).toBe('ok');
  });
});

describe('cloudinaryPublicId', () => {
  test('reads the public id of our folder from a delivery URL of our cloud', () => {
    expect(
      cloudinaryPublicId(
        'https://res.cloudinary.com/demo/image/upload/v1712345678/agency/abc123def.webp',
        'demo',
      ),
    ).toBe('agency/abc123def');
  });
  test('ignores URLs it did not produce', () => {
    expect(cloudinaryPublicId('/demo/projects/one.svg', 'demo')).toBeNull();
    expect(
      cloudinaryPublicId('https://res.cloudinary.com/demo/image/upload/v1/other/x.png', 'demo'),
    ).toBeNull();
  });
  test("ignores another cloud's image, even in a folder of the same name", () => {
    expect(
      cloudinaryPublicId('https://res.cloudinary.com/other/image/upload/v1/agency/abc.png', 'demo'),
    ).toBeNull();
  });
});
