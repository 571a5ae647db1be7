import { updateRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { blog, type Blog } from '@/lib/entities';
import { moderation } from '@/lib/entities/blog-moderation';

// PATCH /admin/blog/update/{blogID} — title, description, optional image, and comment
// moderation. Multipart fields:
//   title, description  required
//   image               optional; replaces the post's image (the replaced file is deleted)
//   comments            optional, JSON text: the comments to keep (objects with `_id`, or ids)
//   loadedComments      optional, JSON text: the comments the editor loaded (same form)
// Moderation only ever removes, and only comments the client saw (lib/entities/blog-moderation.ts),
// so a comment posted while the editor was open is never removed.
export const PATCH = updateRoute<typeof blog, Blog>(blog, { extraPatch: moderation });

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
