import { getImageProps, type ImageProps } from 'next/image';
import type { ImgHTMLAttributes } from 'react';
import { isDrawnPicture } from '@/lib/content/artwork';
import { imageSource } from '@/lib/images/cloudinary-loader';

/**
 * The attributes of a rendered <img>: what next/image computes, or fewer for a file served as it
 * is.
 */
export type ImgAttributes = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/**
 * Files served as they are: vector files (next/image does not optimise SVG without opting in),
 * the site's pictures already drawn at the sizes pages need (`isDrawnPicture`), and any image
 * marked `unoptimized`.
 */
const servedAsIs = ({ src, unoptimized }: ImageProps) =>
  unoptimized === true ||
  (typeof src === 'string' && (src.split('?', 1)[0].endsWith('.svg') || isDrawnPicture(src)));

/**
 * next/image's optimisation for server-rendered images without its client component: pages
 * render plain <img> elements with the attributes next/image computes (`getImageProps`), so
 * images cost visitors no JavaScript. Client components that show images receive these
 * attributes from their server parent.
 *
 * Images uploaded to the configured Cloudinary cloud are resized and converted by Cloudinary
 * itself (its transformation URLs in `src` and `srcset`); the site's own raster files go through
 * next/image's default loader, the host's optimizer; any other remote image is shown as it is
 * (lib/images/cloudinary-loader.ts, `imageSource`).
 *
 * A file served as it is gets only what it needs (source, size, lazy loading, class), without
 * the decoding hint and inline style next/image adds to each, which pages of many logos pay for
 * in markup and payload.
 */
export function imgAttributes(props: ImageProps): ImgAttributes {
  if (!servedAsIs(props)) {
    const source = props.loader || typeof props.src !== 'string' ? {} : imageSource(props.src);
    return getImageProps({ ...props, ...source }).props as ImgAttributes;
  }
  const { src, alt, width, height, fill, className, loading, fetchPriority, priority, preload } =
    props;
  const eager = loading === 'eager' || fetchPriority === 'high' || priority || preload;
  const attributes: ImgAttributes = { src: src as string, alt };
  if (fill) {
    attributes.className = `img-fill ${className ?? ''}`.trim();
  } else {
    attributes.width = width;
    attributes.height = height;
    if (className) attributes.className = className;
  }
  if (!eager) attributes.loading = 'lazy';
  if (fetchPriority) attributes.fetchPriority = fetchPriority;
  return attributes;
}

export function Img(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- attributes come from next/image, alt included
  return <img {...imgAttributes(props)} />;
}
