import type { Blog, BlogComment, ContactMessage, Project, Review, TeamMember, User } from './types';

/**
 * The keys of each entity, in the order both stores answer them: a record from MongoDB and the
 * same record from the memory store serialise to the same JSON, whatever order the fields were
 * stored in, and nothing the database keeps for itself (`__v`, the password hash, a removal
 * claim) can reach a client.
 */

/** Every key of T exactly once: a field added to a type and not listed here fails to compile. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(
    ...keys: K &
      ([Exclude<keyof T, K[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof T, K[number]> })
  ): K => keys;
}

export const PROJECT_KEYS = keysOf<Project>()(
  '_id',
  'title',
  'description',
  'link',
  'imageURL',
  'createdAt',
  'updatedAt',
);
export const REVIEW_KEYS = keysOf<Review>()(
  '_id',
  'clientName',
  'clientAccount',
  'description',
  'imageURL',
  'col',
  'createdAt',
  'updatedAt',
);
export const TEAM_MEMBER_KEYS = keysOf<TeamMember>()(
  '_id',
  'name',
  'skill',
  'description',
  'imageURL',
  'linkedIn',
  'github',
  'createdAt',
  'updatedAt',
);
export const COMMENT_KEYS = keysOf<BlogComment>()('_id', 'name', 'email', 'comment', 'createdAt');
export const BLOG_KEYS = keysOf<Blog>()(
  '_id',
  'title',
  'description',
  'imageURL',
  'author',
  'comments',
  'createdAt',
  'updatedAt',
);
/** Messages are never edited, so they carry no updatedAt. */
export const CONTACT_MESSAGE_KEYS = keysOf<ContactMessage>()(
  '_id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'createdAt',
);
export const USER_KEYS = keysOf<User>()(
  '_id',
  'username',
  'email',
  'role',
  'createdAt',
  'updatedAt',
);

/** A stored value as the app sees it: ids as strings, dates as ISO strings. */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && '_bsontype' in value) return String(value);
  return value;
}

/**
 * Picks `keys` from a stored record (a lean MongoDB document or a memory record) into a new
 * object in that order. Nested values are copied, so callers never share the store's state.
 */
export function shape<T>(keys: readonly (keyof T)[], record: object): T {
  const source = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys as readonly string[]) {
    if (!(key in source)) continue;
    const value = plainValue(source[key]);
    out[key] = value !== null && typeof value === 'object' ? structuredClone(value) : value;
  }
  return out as T;
}

export function shapeBlog(record: object): Blog {
  const blog = shape<Blog>(BLOG_KEYS, { ...record, comments: [] });
  const comments = (record as { comments?: object[] }).comments ?? [];
  blog.comments = comments.map((c) => shape<BlogComment>(COMMENT_KEYS, c));
  return blog;
}
