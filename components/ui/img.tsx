import { getImageProps, type ImageProps } from 'next/image';

/** The <img> attributes next/image computes (srcset, sizes, lazy loading, dimensions, fill styles). */
export type ImgAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's optimisation for server-rendered images without its client component: pages
 * render plain <img> elements with the attributes next/image computes (`getImageProps`), so
 * images cost visitors no JavaScript. Client components that show images receive these
 * attributes from their server parent.
 */
export function imgAttributes(props: ImageProps): ImgAttributes {
  return getImageProps(props).props;
}

export function Img(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- attributes come from next/image, alt included
  return <img {...imgAttributes(props)} />;
}
