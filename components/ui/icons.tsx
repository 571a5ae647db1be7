import type { SVGProps } from 'react';

/** The sprite that holds every icon as a <symbol> (public/icons.svg). */
export const ICON_SPRITE = '/icons.svg';

/**
 * The icons in the sprite: line icons (24 px grid, 1.75 stroke) and filled brand glyphs. A unit
 * test holds this list and the sprite together.
 */
export const ICON_NAMES = [
  'arrow-right',
  'arrow-left',
  'arrow-up',
  'arrow-up-right',
  'chevron-down',
  'check',
  'check-circle',
  'close',
  'menu',
  'mail',
  'phone',
  'map-pin',
  'link',
  'calendar',
  'user',
  'chat',
  'home',
  'refresh',
  'target',
  'layers',
  'life-buoy',
  'code',
  'smartphone',
  'megaphone',
  'shopping-bag',
  'palette',
  'layout',
  'clapperboard',
  'search',
  'sparkles',
  'quote',
  'star',
  'whatsapp',
  'facebook',
  'x',
  'linkedin',
  'instagram',
  'dribbble',
  'github',
  // The admin panel's.
  'logout',
  'trash',
  'pencil',
  'eye',
  'eye-off',
  'users',
  'folder',
  'team',
  'star-outline',
  'document',
  'image',
  'lock',
  'external',
  'alert',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

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
