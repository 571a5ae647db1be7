/**
 * The spec's behaviour constants and notice texts that client components need. Kept in this
 * small dependency-free module so importing them never pulls page copy into visitors' bundles.
 */

/** Spec section 9: scroll thresholds (px) and the anchor delay (ms). */
export const SCROLL = {
  headerTranslucentAfter: 100,
  scrollTopAfter: 300,
  anchorDelayMs: 250,
} as const;

/**
 * Spec section 9: scroll-scrubbed image reveals: the scroll progress is smoothed over about 2 s,
 * images start at these scales and offsets and settle at full size.
 */
export const REVEAL = {
  smoothingSeconds: 2,
  startScales: [0.6, 0.3, 0.4] as const,
  durationSeconds: 1,
  offsetY: 80,
  offsetX: 50,
} as const;

/** Spec sections 5 and 9: the comment limit. The server's schema (lib/validation) agrees. */
export const COMMENT_MAX = 300;

export const SHARE_TEXT = {
  default: 'Check out this blog post!',
  whatsapp: 'Check out this blog post: ',
} as const;

export const SHARE_POPUP = {
  default: { width: 600, height: 400 },
  whatsapp: { width: 600, height: 800 },
} as const;

/** Spec section 8: every notice text, verbatim. */
export const NOTICES = {
  fillAll: 'Please fill all fields!',
  wentWrong: 'Something went wrong. Please try again!',
  validationTitle: 'Validation Error',
  errorTitle: 'Error',
  linkCopied: 'Link copied to clipboard!',
  blogsFailed: 'Failed to load blogs. Please try again later.',
  noBlogs: 'No blog posts found.',
  noComments: 'No comments yet!',
} as const;

/** Spec section 4: success notices stay 4.5 s. */
export const SUCCESS_NOTICE_MS = 4500;
