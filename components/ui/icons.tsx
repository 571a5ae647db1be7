import type { SVGProps } from 'react';

/**
 * Inline line icons (24 px grid, 1.75 stroke) and filled brand glyphs. Decorative by default:
 * give the surrounding control an accessible name.
 */
const LINE: Record<string, React.ReactNode> = {
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  'arrow-left': <path d="M19 12H5M11 18l-6-6 6-6" />,
  'arrow-up': <path d="M12 19V5M6 11l6-6 6 6" />,
  'arrow-up-right': <path d="M7 17 17 7M8 7h9v9" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  check: <path d="M5 12.5 10 17.5 19 7" />,
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12.5 2.5 2.5 5-5.5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
  phone: (
    <path d="M6.6 3.5h2.2l1.6 4.2-2 1.3a11 11 0 0 0 6.6 6.6l1.3-2 4.2 1.6v2.2a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z" />
  ),
  'map-pin': (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  chat: <path d="M4 5.5h16v11H9l-5 4v-15Z" />,
  home: <path d="M4 11 12 4l8 7v9h-5.5v-6h-5v6H4v-9Z" />,
  refresh: (
    <>
      <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
      <path d="M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16" />
      <path d="M20 20v-4h-4" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="0.8" fill="currentColor" />
    </>
  ),
  layers: (
    <>
      <path d="m12 3 9 5-9 5-9-5 9-5Z" />
      <path d="m3 13 9 5 9-5" />
    </>
  ),
  'life-buoy': (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="m6 6 3.5 3.5M14.5 14.5 18 18M18 6l-3.5 3.5M9.5 14.5 6 18" />
    </>
  ),
  code: <path d="m8.5 8-4.5 4 4.5 4M15.5 8l4.5 4-4.5 4M13.5 5l-3 14" />,
  smartphone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  megaphone: (
    <>
      <path d="M4 10v4a1 1 0 0 0 1 1h2l9 5V4L7 9H5a1 1 0 0 0-1 1Z" />
      <path d="M19.5 9.5a3.5 3.5 0 0 1 0 5M8 15l1.5 5" />
    </>
  ),
  'shopping-bag': (
    <>
      <path d="M5 7.5h14l-1 13H6l-1-13Z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.3 0 1.8-.8 1.8-1.6 0-1.2-1.1-1.6-1.1-2.7 0-1 .8-1.7 1.8-1.7h2.2a3.8 3.8 0 0 0 3.8-3.8c0-4-3.8-7.2-8.5-7.2Z" />
      <circle cx="7.8" cy="11" r="1" fill="currentColor" />
      <circle cx="10.5" cy="7.5" r="1" fill="currentColor" />
      <circle cx="15" cy="8" r="1" fill="currentColor" />
    </>
  ),
  layout: (
    <>
      <rect x="3.5" y="4" width="17" height="16" rx="2.5" />
      <path d="M3.5 9h17M9.5 9v11" />
    </>
  ),
  clapperboard: (
    <>
      <path d="M3.5 10h17v9a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19v-9Z" />
      <path d="m3.5 10-.6-3.3a1.5 1.5 0 0 1 1.2-1.7l13.2-2.4a1.5 1.5 0 0 1 1.7 1.2l.5 2.7-16 3.5ZM8 5.8l2.6 3M13.5 4.8l2.6 3" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.3-4.3" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 3.5 11.8 8.2 16.5 10l-4.7 1.8L10 16.5l-1.8-4.7L3.5 10l4.7-1.8L10 3.5Z" />
      <path d="M18 14.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9.9-2.1Z" />
    </>
  ),
  quote: (
    <path d="M9.5 7.5C6.5 8.3 5 10.4 5 13.6V17h4.5v-4.5H7.3c0-1.8.9-2.9 2.7-3.4l-.5-1.6Zm9 0c-3 .8-4.5 2.9-4.5 6.1V17h4.5v-4.5h-2.2c0-1.8.9-2.9 2.7-3.4l-.5-1.6Z" />
  ),
};

const FILLED: Record<string, React.ReactNode> = {
  star: (
    <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" />
  ),
  whatsapp: (
    <path d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.5 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5Zm0 17.1a7.7 7.7 0 0 1-4-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.7 7.7 0 1 1 12 19.6Zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.2-.2-.4-.3Z" />
  ),
  facebook: (
    <path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.6 1.6-1.6h1.7V3.9a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.2H7.3v3.2h2.8v8h3.4Z" />
  ),
  x: (
    <path d="M17.6 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.4 5.9H2.4l7-7.9-7.4-9.1h6.2l4.3 5.4 5.1-5.4Zm-1.1 15.3h1.7L7.6 5.1H5.8l10.7 13.7Z" />
  ),
  linkedin: (
    <path d="M5.3 8.8h3.2v10.7H5.3V8.8Zm1.6-5.3a1.9 1.9 0 1 1 0 3.7 1.9 1.9 0 0 1 0-3.7Zm3.6 5.3h3.1v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.2 3.9 5v5.9h-3.2v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8v5.3h-3.2V8.8Z" />
  ),
  instagram: (
    <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 8.2c0-1.6-.5-3-1.6-4.1A5.6 5.6 0 0 0 15.3 2.5c-1.6-.1-5-.1-6.6 0-1.6.1-3 .5-4.1 1.6S3 6.6 3 8.2c-.1 1.6-.1 5 0 6.6 0 1.6.5 3 1.6 4.1s2.5 1.5 4.1 1.6c1.6.1 5 .1 6.6 0 1.6-.1 3-.5 4.1-1.6s1.5-2.5 1.6-4.1c.1-1.6.1-5 0-6.6Zm-2.1 8.4a2.7 2.7 0 0 1-1.5 1.5c-1 .4-3.5.3-4.6.3s-3.6.1-4.6-.3a2.7 2.7 0 0 1-1.5-1.5c-.4-1-.3-3.5-.3-4.6s-.1-3.6.3-4.6a2.7 2.7 0 0 1 1.5-1.5c1-.4 3.5-.3 4.6-.3s3.6-.1 4.6.3a2.7 2.7 0 0 1 1.5 1.5c.4 1 .3 3.5.3 4.6s.1 3.6-.3 4.6Z" />
  ),
  dribbble: (
    <path d="M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Zm6.2 4.5a8 8 0 0 1 1.8 5c-.3-.1-2.9-.6-5.6-.3l-.3-.6-.6-1.3c3-1.2 4.4-3 4.7-2.8ZM12 4.1c2 0 3.9.8 5.3 2-.2.3-1.5 1.9-4.5 3a43 43 0 0 0-3.2-5c.8-.1 1.6 0 2.4 0ZM7.9 5.2a52 52 0 0 1 3.1 4.9 29 29 0 0 1-7 .9 8 8 0 0 1 3.9-5.8ZM4 12.1V12c.3 0 4.3.1 8.4-1.2l.7 1.4c-4.3 1.2-6.5 4.7-6.7 5A7.9 7.9 0 0 1 4 12.1Zm8 7.9a7.9 7.9 0 0 1-4.4-1.3c.2-.3 1.9-3.5 6.5-5.1a32 32 0 0 1 1.7 5.9c-1.2.3-2.5.5-3.8.5Zm5.3-1.9a34 34 0 0 0-1.5-5.5 10 10 0 0 1 4.9.3 8 8 0 0 1-3.4 5.2Z" />
  ),
  github: (
    <path d="M12 2.5a9.5 9.5 0 0 0-3 18.5c.5.1.7-.2.7-.5v-1.7c-2.7.6-3.2-1.2-3.2-1.2-.4-1.1-1.1-1.4-1.1-1.4-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.1-.2-4.3-1.1-4.3-4.7 0-1 .4-1.9 1-2.5-.1-.3-.4-1.2.1-2.6 0 0 .8-.3 2.6 1a9 9 0 0 1 4.7 0c1.8-1.3 2.6-1 2.6-1 .5 1.4.2 2.3.1 2.6.6.6 1 1.5 1 2.5 0 3.6-2.2 4.5-4.3 4.7.3.3.6.9.6 1.8v2.6c0 .3.2.6.7.5A9.5 9.5 0 0 0 12 2.5Z" />
  ),
};

export type IconName = keyof typeof LINE | keyof typeof FILLED;

export function Icon({
  name,
  size = 20,
  title,
  ...props
}: { name: string; size?: number; title?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  const filled = name in FILLED;
  const body = filled ? FILLED[name] : LINE[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : 1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {title && <title>{title}</title>}
      {body}
    </svg>
  );
}
