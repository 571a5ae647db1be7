/**
 * Five stars (all filled for a 5.0 rating) as one element: the sprite's star repeated five
 * times across the box, 2 px apart (`.stars`, app/icons.css). The label carries the meaning for
 * screen readers.
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
  return (
    <span
      role="img"
      aria-label={label}
      className={`stars text-amber-400 ${className}`}
      style={{ '--star': `${size}px` } as React.CSSProperties}
    />
  );
}
