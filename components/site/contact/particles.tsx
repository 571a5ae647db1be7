import { CONTACT_PARTICLES } from '@/lib/content/constants';

const COLORS = ['#818cf8', '#a78bfa', '#67e8f9', '#c4b5fd'];

/**
 * The contact hero's 20 floating particles: CSS only, positions derived from
 * the index so server and browser agree, and still for reduced motion.
 */
export function Particles({ count = CONTACT_PARTICLES }: { count?: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="particles"
      className="pointer-events-none absolute inset-x-0 top-20 bottom-0 -z-10 overflow-hidden"
    >
      {Array.from({ length: count }, (_, i) => {
        const size = 4 + ((i * 7) % 9);
        const style = {
          left: `${(i * 37 + 11) % 100}%`,
          top: `${(i * 53 + 7) % 100}%`,
          width: size,
          height: size,
          background: COLORS[i % COLORS.length],
          boxShadow: `0 0 ${size * 3}px ${COLORS[i % COLORS.length]}`,
          '--float-duration': `${7 + (i % 6) * 1.5}s`,
          '--float-x': `${((i * 13) % 40) - 20}px`,
          '--float-y': `${-20 - ((i * 11) % 40)}px`,
          '--float-opacity': `${0.35 + (i % 4) * 0.1}`,
          animationDelay: `-${(i * 0.9) % 9}s`,
        } as React.CSSProperties;
        return (
          <span
            key={i}
            className="particle absolute animate-float rounded-full opacity-60"
            style={style}
          />
        );
      })}
    </div>
  );
}
