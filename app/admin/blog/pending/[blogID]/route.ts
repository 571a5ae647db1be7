import { discardPending, savePending } from '@/lib/api/pending';
import { methodsOtherThan } from '@/lib/api/route';

// PUT /admin/blog/pending/{blogID} — a published post's changes kept apart (multipart: title,
// description, optional image); the live post is unchanged. 409 for a draft or scheduled post.
// DELETE — drops them. 409 when there are none.
export const PUT = savePending;
export const DELETE = discardPending;

export const { GET, POST, PATCH, OPTIONS } = methodsOtherThan('PUT', 'DELETE');
