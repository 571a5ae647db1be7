import { postPath } from '@/lib/entities/post-slug';
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

export const CONTACT_SENT =
  "Thank you! Your message has been sent. We'll get back to you within one business day.";
export const COMMENT_ADDED = 'Comment added successfully!';

/**
 * A visitor form the browser posted itself (before the page's script ran, or without script)
 * comes back to its page at one of these #fragments (lib/api/form-post.ts), whose notice the
 * page shows.
 */
export const CONTACT_FORM_NOTICES = {
  page: '/contact',
  done: 'message-sent',
  failed: 'message-not-sent',
} as const;

/** A post's comment form: back at the post's address (its id's, for a post not found). */
export function commentFormNotices(post: { _id: string; slug?: string }) {
  return {
    page: postPath({ _id: encodeURIComponent(post._id), slug: post.slug }),
    done: 'comment-posted',
    failed: 'comment-not-posted',
  } as const;
}

export const FORM_NOT_SENT = {
  contact: 'Your message could not be sent. Go back to check it, then send it again.',
  comment: 'Your comment could not be posted. Go back to check it, then post it again.',
} as const;

/**
 * What a page says at its top when it stands in for an address that does not exist: the home
 * page for an unknown path (with a 404), the first post for an unknown post.
 */
export const MISSING_ADDRESS = {
  /** The #fragment a made-up post address is redirected with (proxy.ts), naming the notice. */
  id: 'address-not-found',
  title: 'The address you asked for does not exist.',
  home: 'Here is our home page instead.',
  post: 'Here is our latest post instead.',
} as const;
