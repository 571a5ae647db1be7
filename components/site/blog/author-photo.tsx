import { Img } from '@/components/ui/img';

/**
 * The photo of the team member a post is by (lib/data/public.ts `authorPhotoOf`), styled by
 * `className` (app/globals.css). Decorative: the author's name is beside it. Renders `fallback`
 * for a post with no photo to show.
 */
export function AuthorPhoto({
  src,
  size,
  className,
  fallback = null,
  eager = false,
}: {
  src: string;
  size: number;
  className?: string;
  fallback?: React.ReactNode;
  /** Above the fold (the post's own byline): loaded at once. */
  eager?: boolean;
}) {
  if (!src) return fallback;
  return (
    <Img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : undefined}
      className={className}
    />
  );
}
