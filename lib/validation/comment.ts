import { z } from 'zod';
import { LIMITS, requiredText } from './fields';

export const COMMENT_MAX = LIMITS.comment;

export const commentSchema = z.object({
  name: requiredText(LIMITS.name, 'Name'),
  email: requiredText(LIMITS.email, 'Email'),
  comment: requiredText(COMMENT_MAX, 'Comment'),
});
export type CommentForm = z.infer<typeof commentSchema>;
