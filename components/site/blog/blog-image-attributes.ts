import { imgAttributes } from '@/components/ui/img';
import { brandAssets } from '@/lib/content/site';

/**
 * The props of <BlogImage>: next/image attributes for a post's image filling its box, and for
 * the placeholder that replaces it when it fails to load. `eager` marks the page's LCP image.
 */
export function blogImageAttributes(input: {
  src: string;
  alt: string;
  sizes: string;
  className: string;
  eager?: boolean;
}) {
  const shared = {
    alt: input.alt,
    fill: true,
    sizes: input.sizes,
    className: input.className,
    ...(input.eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
  };
  return {
    image: imgAttributes({ ...shared, src: input.src || brandAssets.blogPlaceholder }),
    fallback: imgAttributes({ ...shared, src: brandAssets.blogPlaceholder }),
  };
}
