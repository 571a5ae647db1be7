import { keysOf } from './keys';
import { text, type InputOf } from './checks';
import { TEXT_LIMITS } from './text';

/**
 * A visitor's comment on a blog post. Its email is for the panel only: a visitor's address is
 * never shown publicly, for the same reason a password is never shown (publishing it without
 * asking is a privacy breach), so every public read takes it out (./comment-moderation.ts).
 */
const fields = {
  name: text({ label: 'Name', max: TEXT_LIMITS.name }),
  email: text({ label: 'Email', max: TEXT_LIMITS.email }),
  comment: text({ label: 'Comment', max: TEXT_LIMITS.comment }),
};

/**
 * Where a comment stands: `published` is on the post for everyone; `pending` waits in the
 * panel's approval queue and is on no public surface; `spam` is kept out for good (and keeps
 * that address's later comments out). A rejected comment is deleted instead of marked: it will
 * never be shown, and keeping a visitor's name and address with no use for them is what the
 * privacy rule above forbids. A comment stored before moderation existed reads as published.
 */
export const COMMENT_STATUSES = ['published', 'pending', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export type CommentInput = InputOf<typeof fields>;
export type BlogComment = { _id: string } & CommentInput & {
    /** Both stores always answer it; a record written before moderation may lack it. */
    status?: CommentStatus;
    createdAt: string;
  };
/** A comment as visitors see it: no email, and only ever a published one. */
export type PublicComment = Pick<BlogComment, '_id' | 'name' | 'comment' | 'createdAt'>;

export const comment = {
  fields,
  keys: keysOf<BlogComment>()('_id', 'name', 'email', 'comment', 'status', 'createdAt'),
  publicKeys: keysOf<PublicComment>()('_id', 'name', 'comment', 'createdAt'),
  api: {
    add: (blogId: string) => `/frontend/blog/add-comment/${encodeURIComponent(blogId)}`,
    /** The answer's key: the post with the new comment. */
    key: 'updatedBlog',
  },
} as const;

/** The comment form's texts beyond the spec's, here so the form loads nothing more for them. */
export const COMMENT_AWAITING =
  'Thank you! Your comment is awaiting moderation and will appear once it is approved.';
/** A form the browser posted itself cannot be told which way its comment went: both ways. */
export const COMMENT_RECEIVED =
  'Thank you! Your comment was received. If it needs approval, it will appear once it is approved.';
export const COMMENTS_CLOSED_BY_ADMIN = 'Comments are closed on this post.';
export const EMAIL_PRIVATE = 'Your email is never shown publicly.';
