import { z } from 'zod';
import { LIMITS, requiredText } from './fields';

export const blogSchema = z.object({
  title: requiredText(LIMITS.title, 'Title'),
  description: requiredText(LIMITS.blogText, 'Description'),
});
export type BlogForm = z.infer<typeof blogSchema>;

const COMMENTS_MESSAGE = 'Comments must be a JSON list of comments!';

/**
 * The comments field of a blog update: JSON text of the comments to keep (objects with `_id`,
 * or bare ids). Only the ids are read; the server never takes comment content from an update.
 */
export const keptCommentsSchema = z
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
    return ids as string[];
  });

export const blogUpdateSchema = blogSchema.extend({
  comments: keptCommentsSchema.optional(),
  /** When the editor loaded the blog: comments posted since are never removed by this update. */
  loadedAt: z.iso.datetime({ error: 'loadedAt must be an ISO date!' }).optional(),
});
