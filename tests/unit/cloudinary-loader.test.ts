import { imageLoaderFor, imageSource } from '@/lib/images/cloudinary-loader';
import { cloudinaryCredentials } from '@/lib/images/cloudinary-url';

const cloud = 'agency-cloud';
const uploaded = 'https://res.cloudinary.com/agency-cloud/image/upload/v1700000000/agency/abc.png';

describe('the image loader of Cloudinary uploads', () => {
  test('a delivery URL of the configured cloud: automatic format and quality, the asked width, never enlarged', () => {
    const loader = imageLoaderFor(uploaded, cloud)!;
    expect(loader({ src: uploaded, width: 640 })).toBe(
      'https://res.cloudinary.com/agency-cloud/image/upload/f_auto,q_auto,w_640,c_limit/v1700000000/agency/abc.png',
    );
    expect(loader({ src: uploaded, width: 1080, quality: 60 })).toBe(
      'https://res.cloudinary.com/agency-cloud/image/upload/f_auto,q_60,w_1080,c_limit/v1700000000/agency/abc.png',
    );
  });

  test('the cloud comes from CLOUDINARY_URL or the three variables (what next.config.ts passes on)', () => {
    const fromUrl = cloudinaryCredentials({
      CLOUDINARY_URL: 'cloudinary://123456:secret@agency-cloud',
    });
    const fromParts = cloudinaryCredentials({
      CLOUDINARY_CLOUD_NAME: 'agency-cloud',
      CLOUDINARY_API_KEY: '123456',
      CLOUDINARY_API_SECRET: 'secret',
    });
    expect(imageLoaderFor(uploaded, fromUrl?.cloudName)).toBeDefined();
    expect(imageLoaderFor(uploaded, fromParts?.cloudName)).toBeDefined();
  });

  test('by default, the cloud next.config.ts gave the build', () => {
    process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME = cloud;
    try {
      expect(imageLoaderFor(uploaded)).toBeDefined();
    } finally {
      delete process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME;
    }
    expect(imageLoaderFor(uploaded)).toBeUndefined();
  });

  test.each([
    ['a local upload', '/uploads/abc.png', cloud],
    ['demo art', '/demo/projects/harbor.svg', cloud],
    ['another cloud', 'https://res.cloudinary.com/other/image/upload/v1/agency/abc.png', cloud],
    [
      'a URL with a transformation already',
      'https://res.cloudinary.com/agency-cloud/image/upload/c_fill,w_100/v1/agency/abc.png',
      cloud,
    ],
    ['plain http', uploaded.replace('https:', 'http:'), cloud],
    ['no Cloudinary configured', uploaded, ''],
  ])('%s: no loader (next/image’s default loader)', (_what, src, source) => {
    expect(imageLoaderFor(src, source)).toBeUndefined();
  });
});

describe('how next/image shows an image (imageSource)', () => {
  test('an upload to the configured cloud: Cloudinary’s loader', () => {
    const { loader, unoptimized } = imageSource(uploaded, cloud);
    expect(loader?.({ src: uploaded, width: 640 })).toContain('/f_auto,q_auto,w_640,c_limit/');
    expect(unoptimized).toBeUndefined();
  });

  test('a file of the site: the host’s optimizer (no loader, optimized)', () => {
    for (const src of ['/uploads/abc.png', '/demo/team/ada.jpg'])
      expect(imageSource(src, cloud)).toEqual({});
  });

  test.each([
    ['another cloud', 'https://res.cloudinary.com/other/image/upload/v1/agency/abc.png', cloud],
    [
      'a transformation already',
      'https://res.cloudinary.com/agency-cloud/image/upload/c_fill,w_100/v1/agency/abc.png',
      cloud,
    ],
    ['no Cloudinary configured', uploaded, ''],
    ['any other host', 'https://images.example.com/a.png', cloud],
    ['a protocol-relative address', '//images.example.com/a.png', cloud],
    ['a preview of a chosen file', 'blob:http://localhost/3f2a', cloud],
  ])('%s: shown as it is, never fetched by the optimizer', (_what, src, source) => {
    expect(imageSource(src, source)).toEqual({ unoptimized: true });
  });
});
