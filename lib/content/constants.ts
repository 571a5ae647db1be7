/**
 * The public site's behaviour constants. Kept free of imports, so the client components that
 * need them never pull page copy into visitors' bundles.
 */

/** Scroll thresholds (px) and the delay (ms) before a section is scrolled to from another page. */
export const SCROLL = {
  headerTranslucentAfter: 100,
  scrollTopAfter: 300,
  anchorDelayMs: 250,
} as const;

/**
 * Scroll-scrubbed image reveals: the scroll progress is smoothed over about 2 s, images start at
 * these scales and offsets and settle at full size.
 */
export const REVEAL = {
  smoothingSeconds: 2,
  startScales: [0.6, 0.3, 0.4] as const,
  durationSeconds: 1,
  offsetY: 80,
  offsetX: 50,
} as const;

export const SHARE_TEXT = {
  default: 'Check out this blog post!',
  whatsapp: 'Check out this blog post: ',
} as const;

/** Where a network's share address takes the post's own address, encoded. */
export const SHARE_URL_SLOT = '{url}';

/** Share windows: 600 x 400, WhatsApp's 600 x 800. */
export const SHARE_POPUP = {
  default: { width: 600, height: 400 },
  whatsapp: { width: 600, height: 800 },
} as const;

/** The logo strips loop every 20 s, every 10 s on small screens; each shows its logos 3 times. */
export const MARQUEE = { loopSeconds: 20, loopSecondsSmall: 10, repeat: 3 } as const;

/** Floating particles in the contact page's hero. */
export const CONTACT_PARTICLES = 20;
