/**
 * Five stars (all filled for a 5.0 rating) as one element: the sprite's star repeated five
 * times across the box, 2 px apart (`.stars`, app/icons.css). The label carries the meaning for
 * screen readers.
 */
export function Stars({ label, size = 16 }: { label: string; size?: number }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="stars text-amber-400"
      style={{ '--star': `${size}px` } as React.CSSProperties}
    />
  );
}
