import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { LIMITS, requiredText } from './fields';

export const blogSchema = z.object({
  title: requiredText(LIMITS.title, 'Title'),
  description: requiredText(LIMITS.blogText, 'Description'),
});
export type BlogForm = z.infer<typeof blogSchema>;

/**
 * Comments are stored inside their post (one MongoDB document, at most 16 MB) and every comment
 * answer returns the whole post, so a post takes at most this many.
 */
export const MAX_COMMENTS_PER_POST = 500;

/**
 * A full post is a conflict with the post's state, not a fault in the comment: 409, and the
 * comment form shows this text.
 */
export function commentsClosed(): ApiError {
  return new ApiError(
    409,
    `Comments are closed on this post: it has reached the limit of ${MAX_COMMENTS_PER_POST} comments.`,
  );
}

const COMMENTS_MESSAGE = 'Comments must be a JSON list of comments!';

/**
 * A list of comments as JSON text: objects with `_id`, or bare ids. Only the ids are read; the
 * server never takes comment content from an update.
 */
const commentIdList = z
  .string({ error: COMMENTS_MESSAGE })
  .max(2_000_000, COMMENTS_MESSAGE)
  .transform((text, ctx) => {
    let items: unknown;
    try {
      items = JSON.parse(text);
    } catch {
      items = undefined;
    }
    const ids = Array.isArray(items)
      ? items.map((item: unknown) =>
          typeof item === 'string'
            ? item
            : typeof item === 'object' &&
                item !== null &&
                typeof (item as { _id?: unknown })._id === 'string'
              ? (item as { _id: string })._id
              : null,
        )
      : null;
    if (!ids || ids.includes(null)) {
      ctx.addIssue({ code: 'custom', message: COMMENTS_MESSAGE });
      return z.NEVER;
    }
    return (ids as string[]).map((id) => id.toLowerCase());
  });

/**
 * The blog update form. Moderation fields, both optional:
 * - `comments`: the comments to keep (the spec's field);
 * - `loadedComments`: the comments the editor loaded. With it, exactly the loaded comments that
 *   are not kept are removed.
 * `loadedAt`, which an earlier editor sent, is still accepted and ignored (unknown fields are
 * dropped): a time cannot tell which comments an editor saw.
 */
export const blogUpdateSchema = blogSchema.extend({
  comments: commentIdList.optional(),
  loadedComments: commentIdList.optional(),
});

/**
 * The comments a moderation removes, given the stored comments in their stored order. Only
 * comments the client provably saw can go:
 * - with `loaded`: those loaded and not kept;
 * - with `kept` alone: those not kept that come before the last kept one. Comments are only ever
 *   appended, so any comment stored before one the client lists was there when it loaded the
 *   post; after the last listed one, a dropped comment cannot be told from one posted since, so
 *   those stay (send loadedComments to remove them).
 * Without `kept`, nothing is removed.
 */
export function commentsToRemove(
  stored: readonly { _id: string }[],
  kept: readonly string[] | undefined,
  loaded: readonly string[] | undefined,
): string[] {
  if (!kept) return [];
  const keep = new Set(kept);
  if (loaded) return [...new Set(loaded)].filter((id) => !keep.has(id));
  const ids = stored.map((c) => c._id.toLowerCase());
  const lastKept = ids.findLastIndex((id) => keep.has(id));
  return ids.slice(0, Math.max(lastKept, 0)).filter((id) => !keep.has(id));
}
