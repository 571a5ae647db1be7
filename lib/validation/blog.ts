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
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: COMMENTS_MESSAGE });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.union([z.string(), z.object({ _id: z.string() })]), { error: COMMENTS_MESSAGE })
      .max(10_000, COMMENTS_MESSAGE),
  )
  .transform((items) => items.map((item) => (typeof item === 'string' ? item : item._id)));

export const blogUpdateSchema = blogSchema.extend({
  comments: keptCommentsSchema.optional(),
  /** When the editor loaded the blog: comments posted since are never removed by this update. */
  loadedAt: z.iso.datetime({ error: 'loadedAt must be an ISO date!' }).optional(),
});
