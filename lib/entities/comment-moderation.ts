import { z } from 'zod';
import { ADMIN_ROOT } from './entity';
import { choice } from './checks';
import type { Blog, PublicBlog } from './blog';
import { comment, type BlogComment, type CommentStatus, type PublicComment } from './comment';

/**
 * Comment moderation: the site-wide setting that decides whether a new comment goes live or
 * waits, the panel's approval queue, and what visitors see of a post's comments.
 */

export const MODERATION_MODES = ['publish', 'hold-first', 'hold-all'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

const MODE_LABELS: Record<ModerationMode, string> = {
  publish: 'Publish every comment',
  'hold-first': 'Hold a first-time commenter’s comment for approval',
  'hold-all': 'Hold all comments for approval',
};

/** The settings field (site settings' Comments section). Unset, as before it existed: publish. */
export const commentModerationField = choice({
  label: 'New comments',
  values: MODERATION_MODES,
  fallback: 'publish',
  optionLabel: (mode) => MODE_LABELS[mode],
  invalid: 'New comments must be one of the listed choices!',
  hint: 'A first-time commenter is an email address with no approved comment yet. Held comments wait under Comments.',
  wide: true,
});

/** The mode a stored settings document asks for; one stored before the setting existed publishes. */
export function moderationMode(settings: { commentModeration?: string }): ModerationMode {
  const mode = settings.commentModeration as ModerationMode | undefined;
  return mode && MODERATION_MODES.includes(mode) ? mode : 'publish';
}

/** What an address has done before: an approved comment, a comment marked spam, or nothing. */
export type CommenterStanding = 'approved' | 'spam' | 'new';

/**
 * The status a new comment gets. An address marked spam stays out whatever the mode, so one
 * spam mark is enough to stop a sender; otherwise the mode decides, and under `hold-first` an
 * address with an approved comment is trusted.
 */
export function newCommentStatus(mode: ModerationMode, standing: CommenterStanding): CommentStatus {
  if (standing === 'spam') return 'spam';
  if (mode === 'hold-all') return 'pending';
  if (mode === 'hold-first' && standing !== 'approved') return 'pending';
  return 'published';
}

/** Emails are compared letter case aside: a comment's email is stored lowercased. */
export const commenterKey = (email: string) => email.trim().toLowerCase();

/** A comment as visitors see it: published ones only, never the email. */
export const isPublished = (c: Pick<BlogComment, 'status'>) =>
  (c.status ?? 'published') === 'published';
/** Whether visitors may comment on the post. */
export const commentsOpen = (post: Pick<Blog, 'commentsOpen'>) => post.commentsOpen !== false;
export function publicComment(c: BlogComment): PublicComment {
  const out: Record<string, unknown> = {};
  for (const key of comment.publicKeys) out[key] = c[key];
  return out as PublicComment;
}

/** A post as visitors see it: no pending changes, and its published comments without emails. */
export function publicPost(blog: Blog): PublicBlog {
  const { comments, ...post } = blog;
  delete post.pending;
  return { ...post, comments: comments.filter(isPublished).map(publicComment) };
}

const SWITCH_MESSAGE = 'Comments open must be on or off!';

/**
 * The post form's "Comments open" switch (multipart field `commentsOpen`: true or false, as the
 * panel sends it; on/off as a browser's checkbox would). Absent leaves the post as it is: a new
 * post is open, and a client that knows nothing of the switch never closes one.
 */
const commentsOpenSchema = z.object({
  commentsOpen: z
    .enum(['true', 'false', 'on', 'off'], { error: SWITCH_MESSAGE })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === 'on')),
});
export function commentsOpenPatch(fields: Record<string, unknown>): { commentsOpen?: boolean } {
  const { commentsOpen } = commentsOpenSchema.parse(fields);
  return commentsOpen === undefined ? {} : { commentsOpen };
}

// ---------------------------------------------------------------- the panel's queue

export const MODERATION_ACTIONS = ['approve', 'reject', 'spam'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** At most this many comments in one bulk action (and in the queue's one page). */
export const QUEUE_MAX = 200;

const IDS_MESSAGE = 'Choose at least one comment!';
const ACTION_MESSAGE = 'Action must be approve, reject or spam!';

/** PATCH /admin/comments/moderate: JSON `{ action, ids }`. */
export const moderateSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: ACTION_MESSAGE }),
  ids: z
    .array(z.string({ error: IDS_MESSAGE }).regex(/^[0-9a-fA-F]{24}$/, IDS_MESSAGE), {
      error: IDS_MESSAGE,
    })
    .min(1, IDS_MESSAGE)
    .max(QUEUE_MAX, `At most ${QUEUE_MAX} comments at once!`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

/** A held comment as the queue lists it: the comment, and the post it is on. */
export type HeldComment = BlogComment & { blogId: string; blogTitle: string; blogSlug?: string };

const DONE: Record<ModerationAction, (n: number) => string> = {
  approve: (n) => `${n === 1 ? 'Comment' : `${n} comments`} approved.`,
  reject: (n) => `${n === 1 ? 'Comment' : `${n} comments`} rejected and deleted.`,
  spam: (n) => `${n === 1 ? 'Comment' : `${n} comments`} marked as spam.`,
};
export const moderatedMessage = (action: ModerationAction, n: number) => DONE[action](n);
export const NOT_HELD = 'Comment not found: it is no longer awaiting approval.';

export const commentQueue = {
  api: {
    list: '/admin/comments/get',
    moderate: '/admin/comments/moderate',
  },
  admin: {
    page: `${ADMIN_ROOT}/comments`,
    title: 'Comments',
    heading: 'Awaiting approval',
    description:
      'Comments held by the moderation setting (Settings › Comments), oldest first. Approved ones appear on their post at once; rejected ones are deleted.',
    empty: 'No comments are awaiting approval.',
  },
} as const;
