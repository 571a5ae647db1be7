import { Img } from '@/components/ui/img';
import type { LogoImage } from '@/lib/content/site';
import { MARQUEE } from '@/lib/content/constants';
import { logoWidth } from '@/lib/content/artwork';

interface LogoMarqueeProps {
  logos: LogoImage[];
  /** Accessible name of the list, e.g. 'Our clients'. */
  label: string;
  /** Rendered logo height in px on wide screens (small screens use 80 % of it). */
  height?: number;
  reverse?: boolean;
  /** Load right away (strips above the fold). */
  eager?: boolean;
}

/**
 * A looping strip of logos, repeated three times: pure CSS, 20 s per loop and
 * 10 s on small screens, paused on hover or with its pause button, and still for reduced
 * motion. Only the first copy is exposed to assistive technology.
 */
export function LogoMarquee({
  logos,
  label,
  height = 40,
  reverse = false,
  eager = false,
}: LogoMarqueeProps) {
  // Every copy renders the very same elements, which the page's payload then carries once (the
  // copies after the first are hidden from assistive technology as a whole, names included).
  const logoList = logos.map((logo) => (
    <li key={logo.src}>
      <Img
        src={logo.src}
        alt={logo.name}
        width={logoWidth(logo.src, height)}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
      />
    </li>
  ));
  return (
    <div className="marquee-frame">
      <div
        className="marquee mask-fade-x relative overflow-hidden"
        style={{ '--logo-h': `${height}px` } as React.CSSProperties}
      >
        <div
          className={`marquee-track flex w-max animate-marquee ${reverse ? '[animation-direction:reverse]' : ''}`}
        >
          {Array.from({ length: MARQUEE.repeat }, (_, copy) => (
            <ul
              key={copy}
              aria-label={copy === 0 ? label : undefined}
              aria-hidden={copy > 0 || undefined}
              className="marquee-copy"
            >
              {logoList}
            </ul>
          ))}
        </div>
      </div>
      {/* Keyboard and touch visitors can stop it too (hover pauses it for a mouse): no script,
          the frame's CSS reads the box. Not drawn for reduced motion, where nothing moves. */}
      <input
        type="checkbox"
        aria-label={`Pause the logo strip: ${label}`}
        className="marquee-pause"
      />
    </div>
  );
}
