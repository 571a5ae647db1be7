import type { ReactNode, SVGProps } from 'react';

/**
 * The few line icons client components draw themselves, one small component each, so a client
 * bundle carries only the paths it uses (server components use <Icon name> from ./icons).
 */
type GlyphProps = { size?: number } & SVGProps<SVGSVGElement>;

function Line({ size = 20, children, ...props }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ArrowRight = (p: GlyphProps) => (
  <Line {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Line>
);
export const ArrowUp = (p: GlyphProps) => (
  <Line {...p}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Line>
);
export const ChevronDown = (p: GlyphProps) => (
  <Line {...p}>
    <path d="m6 9 6 6 6-6" />
  </Line>
);
export const Close = (p: GlyphProps) => (
  <Line {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Line>
);
export const Menu = (p: GlyphProps) => (
  <Line {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Line>
);
