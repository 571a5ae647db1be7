import { keysOf } from './keys';
import { text, type InputOf } from './checks';
import { TEXT_LIMITS } from './text';

/** A visitor's comment on a blog post. Its email is shown publicly under the name. */
const fields = {
  name: text({ label: 'Name', max: TEXT_LIMITS.name }),
  email: text({ label: 'Email', max: TEXT_LIMITS.email }),
  comment: text({ label: 'Comment', max: TEXT_LIMITS.comment }),
};

export type CommentInput = InputOf<typeof fields>;
export type BlogComment = { _id: string } & CommentInput & { createdAt: string };

export const comment = {
  fields,
  keys: keysOf<BlogComment>()('_id', 'name', 'email', 'comment', 'createdAt'),
  api: {
    add: (blogId: string) => `/frontend/blog/add-comment/${encodeURIComponent(blogId)}`,
    /** The answer's key: the post with the new comment. */
    key: 'updatedBlog',
  },
} as const;
