import type { SVGProps } from 'react';
import type { IconName } from './icon-names';

export type { IconName };

/** The sprite that holds every icon as a <symbol> (public/icons.svg). */
export const ICON_SPRITE = '/icons.svg';

/**
 * An icon from the sprite. Each use is a few bytes of markup instead of the whole drawing (the
 * home page drew 107 inline icons), and the sprite is fetched once and cached for every page.
 * Decorative by default: give the surrounding control an accessible name.
 */
export function Icon({
  name,
  size = 20,
  title,
  ...props
}: { name: IconName; size?: number; title?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  // Only the attributes that apply: each one is repeated in the markup and the payload of
  // every icon of the page.
  const a11y = title ? { role: 'img' } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} {...a11y} {...props}>
      {title ? (
        <>
          <title>{title}</title>
          <use href={`${ICON_SPRITE}#${name}`} />
        </>
      ) : (
        <use href={`${ICON_SPRITE}#${name}`} />
      )}
    </svg>
  );
}
