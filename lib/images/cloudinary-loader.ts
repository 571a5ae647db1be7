import type { ImageLoader } from 'next/image';

/**
 * A delivery URL of an uploaded image as the SDK returns it: the cloud, then `image/upload/`,
 * then the version segment (`v` and digits) and the public id. Anything between `upload/` and
 * the version would be a transformation already: such a URL is left alone.
 */
const DELIVERY = /^https:\/\/res\.cloudinary\.com\/([^/]+)\/image\/upload\/(v\d+\/.+)$/;

/**
 * Cloudinary resizes and converts its own images: automatic format (AVIF or WebP as the
 * browser accepts) and quality, at the width next/image asks for, never enlarged (`c_limit`).
 * The host's image optimizer (on Vercel, a metered quota) then never fetches them.
 */
function cloudinaryLoader(cloudName: string): ImageLoader {
  return ({ src, width, quality }) => {
    const [, , rest] = DELIVERY.exec(src)!;
    const q = quality ? `q_${quality}` : 'q_auto';
    return `https://res.cloudinary.com/${cloudName}/image/upload/f_auto,${q},w_${width},c_limit/${rest}`;
  };
}

/**
 * The loader for an image's source: Cloudinary's own transformations for a delivery URL of the
 * configured cloud, or none for anything else: local and demo files, and images of another
 * cloud, which these credentials do not own (imageSource below says how those are shown).
 *
 * The cloud's name is public (it is in every delivery URL). next.config.ts derives it from the
 * credentials at build time, so code that also runs in the browser (the admin's post preview
 * renders images too) reads no server variable and carries none in its bundle.
 */
export function imageLoaderFor(
  src: string,
  cloudName: string | undefined = process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME,
): ImageLoader | undefined {
  const match = DELIVERY.exec(src);
  if (!match) return undefined;
  return cloudName && match[1] === cloudName ? cloudinaryLoader(cloudName) : undefined;
}

/**
 * How next/image shows an image: an upload to the configured cloud through Cloudinary's own
 * transformations (imageLoaderFor); the site's own files (a path) through the host's optimizer;
 * any other remote image (another cloud's, a delivery URL that carries a transformation
 * already, a browser-side preview) as it is. The optimizer fetches nothing remote:
 * next.config.ts allows it no remote host, so nobody can spend the host's optimizer (on Vercel,
 * a metered quota) on images that are not the site's.
 */
export function imageSource(
  src: string,
  cloudName: string | undefined = process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME,
): { loader?: ImageLoader; unoptimized?: true } {
  const loader = imageLoaderFor(src, cloudName);
  if (loader) return { loader };
  const sitePath = src.startsWith('/') && !src.startsWith('//');
  return sitePath ? {} : { unoptimized: true };
}
