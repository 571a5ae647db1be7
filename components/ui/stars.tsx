import { ICON_SPRITE } from './icons';

const GAP = 2;

/**
 * Five stars (all filled for a 5.0 rating) in one drawing, 2 px apart; the label carries the
 * meaning for screen readers.
 */
export function Stars({
  label,
  size = 16,
  className = '',
}: {
  label: string;
  size?: number;
  className?: string;
}) {
  const width = size * 5 + GAP * 4;
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={size}
      viewBox={`0 0 ${width} ${size}`}
      className={`text-amber-400 ${className}`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <use key={i} href={`${ICON_SPRITE}#star`} x={i * (size + GAP)} width={size} height={size} />
      ))}
    </svg>
  );
}
