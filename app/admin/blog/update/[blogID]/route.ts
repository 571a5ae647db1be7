import { settleByline } from '@/lib/api/byline';
import { updateRoute } from '@/lib/api/crud';
import { recordRename, settleSlug } from '@/lib/api/post-slugs';
import { methodsOtherThan } from '@/lib/api/route';
import { blog, BYLINE_FIELD, type Blog } from '@/lib/entities';
import { moderation } from '@/lib/entities/blog-moderation';
import { commentsOpenPatch } from '@/lib/entities/comment-moderation';

// PATCH /admin/blog/update/{blogID} — title, description, optional image, and comment
// moderation. Multipart fields:
//   title, description  required
//   slug                optional; empty keeps the post's slug (a change records a redirect)
//   byline              optional; `user:{username}` or `member:{id}`, empty keeps the author
//   image               optional; replaces the post's image (the replaced file is deleted)
//   comments            optional, JSON text: the comments to keep (objects with `_id`, or ids)
//   loadedComments      optional, JSON text: the comments the editor loaded (same form)
//   commentsOpen        optional, true or false: the comments switch; missing leaves it
// Moderation only ever removes, and only comments the client saw (lib/entities/blog-moderation.ts),
// so a comment posted while the editor was open is never removed.
export const PATCH = updateRoute<typeof blog, Blog>(blog, {
  extraPatch: (fields, stored) => ({ ...moderation(fields, stored), ...commentsOpenPatch(fields) }),
  prepare: async (input, stored, store, { admin, fields }) => ({
    ...(await settleSlug(store, input, stored)),
    ...(await settleByline(store, fields[BYLINE_FIELD], admin, stored)),
  }),
  afterUpdate: (stored, record, store) => recordRename(store, stored, record),
});

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
