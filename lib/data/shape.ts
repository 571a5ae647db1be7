import {
  blog,
  comment,
  contactMessage,
  type Blog,
  type BlogComment,
  type ContactMessage,
  type ContactNotification,
} from '@/lib/entities';

/**
 * Records as both stores answer them: each entity's keys (lib/entities) in their order, so a
 * record from MongoDB and the same record from the memory store serialise to the same JSON
 * whatever order the fields were stored in, and nothing the database keeps for itself (`__v`,
 * the password hash, the session version, a removal claim) can reach a client.
 */

/** A stored value as the app sees it: ids as strings, dates as ISO strings. */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && '_bsontype' in value) return String(value);
  return value;
}

/**
 * Fields added to the entities after records were stored, with what such a record reads as: the
 * same in both stores, so a page never renders an old record's image without an `alt`.
 */
export const ADDED_LATER: Readonly<Record<string, unknown>> = {
  imageAlt: '',
  authorMember: '',
  seoTitle: '',
  seoDescription: '',
  shareImage: '',
};

/**
 * Picks `keys` from a stored record (a lean MongoDB document or a memory record) into a new
 * object in that order. Nested values are copied, so callers never share the store's state.
 */
export function shape<T>(keys: readonly (keyof T)[], record: object): T {
  const source = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys as readonly string[]) {
    if (!(key in source) && !(key in ADDED_LATER)) continue;
    const value = plainValue(key in source ? source[key] : ADDED_LATER[key]);
    out[key] = value !== null && typeof value === 'object' ? structuredClone(value) : value;
  }
  return out as T;
}

/**
 * A post as both stores answer it. One stored before moderation existed reads as it behaved
 * then: open for comments, each comment published.
 */
export function shapeBlog(record: object): Blog {
  const open = (record as { commentsOpen?: unknown }).commentsOpen;
  const post = shape<Blog>(blog.keys, { ...record, comments: [], commentsOpen: open !== false });
  const comments = (record as { comments?: object[] }).comments ?? [];
  post.comments = comments.map((c) =>
    shape<BlogComment>(comment.keys, {
      ...c,
      status: (c as { status?: unknown }).status ?? 'published',
    }),
  );
  return post;
}

/**
 * A contact message as both stores answer it. A message stored before messages could be marked
 * or notified reads as new (not handled) and never notified ('not-configured', no time); the
 * notification's keys come in one order (state, at, error) with its time as an ISO string.
 */
export function shapeContactMessage(record: object): ContactMessage {
  const stored = record as { handled?: unknown; notification?: Record<string, unknown> | null };
  const message = shape<ContactMessage>(contactMessage.keys, {
    ...record,
    handled: stored.handled === true,
    notification: null,
  });
  const raw = stored.notification ?? { state: 'not-configured' };
  const notification: ContactNotification = { state: raw.state as ContactNotification['state'] };
  if (raw.at !== undefined && raw.at !== null) notification.at = plainValue(raw.at) as string;
  if (typeof raw.error === 'string') notification.error = raw.error;
  message.notification = notification;
  return message;
}
