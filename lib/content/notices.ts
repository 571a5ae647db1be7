/**
 * Every notice the public site shows, word for word. Kept free of imports: the visitor forms
 * load it, and the API's messages (lib/api/messages.ts) share its texts.
 */
export const FILL_ALL = 'Please fill all fields!';
export const WENT_WRONG = 'Something went wrong. Please try again!';

export const NOTICES = {
  fillAll: FILL_ALL,
  wentWrong: WENT_WRONG,
  validationTitle: 'Validation Error',
  errorTitle: 'Error',
  linkCopied: 'Link copied to clipboard!',
  blogsFailed: 'Failed to load blogs. Please try again later.',
  noBlogs: 'No blog posts found.',
  noComments: 'No comments yet!',
} as const;

/** Success notices stay 4.5 s. */
export const SUCCESS_NOTICE_MS = 4500;
