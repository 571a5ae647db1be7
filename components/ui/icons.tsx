import type { IconName } from './icon-names';

export type { IconName };

/** The sizes icons are drawn at, in px, each with the utility that gives it (20 is the default). */
const SIZES = {
  15: 'size-[15px]',
  16: 'size-4',
  17: 'size-[17px]',
  18: 'size-4.5',
  20: '',
  22: 'size-5.5',
  24: 'size-6',
  28: 'size-7',
} as const;

type IconSize = keyof typeof SIZES;

/**
 * An icon of the sprite: one empty element whose box, in the colour of its text, is masked by
 * the icon (app/icons.css), so an icon costs no markup in the page or its payload.
 * Decorative: the surrounding text or control carries the meaning.
 */
export function Icon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: IconSize;
  className?: string;
}) {
  return (
    <span className={['icon', `icon-${name}`, SIZES[size], className].filter(Boolean).join(' ')} />
  );
}
