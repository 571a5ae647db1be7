import { Icon } from './icons';

/** Five stars (all filled for a 5.0 rating); the label carries the meaning for screen readers. */
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
      className={`inline-flex items-center gap-0.5 text-amber-400 ${className}`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={size} />
      ))}
    </span>
  );
}
