import { z } from 'zod';
import type { Blog } from './blog';

/**
 * Comment moderation on a blog update (PATCH /admin/blog/update/{blogID}): which comments go.
 * Moderation only ever removes, and only comments the client saw; comment content is never
 * taken from an update, so it cannot forge or alter a visitor's comment.
 */

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
 * The moderation fields of a blog update, both optional:
 * - `comments`: the comments to keep (the documented field);
 * - `loadedComments`: the comments the editor loaded. With it, exactly the loaded comments that
 *   are not kept are removed.
 * Any other field (`loadedAt` included) is ignored: a time cannot tell which comments an editor
 * saw.
 */
export const blogModerationSchema = z.object({
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

/** The moderation part of a blog update's patch, from its form fields and the stored post. */
export function moderation(fields: Record<string, unknown>, stored: Blog) {
  const { comments, loadedComments } = blogModerationSchema.parse(fields);
  return { removeCommentIds: commentsToRemove(stored.comments, comments, loadedComments) };
}
