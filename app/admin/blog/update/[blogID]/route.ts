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
// Moderation only ever removes, and only comments the client saw: with loadedComments, those
// loaded and not kept; with comments alone, those not kept that are stored before the last kept
// one (comments are appended, so the client saw every comment before one it lists). A comment
// posted while the editor was open is never removed. (`loadedAt`, sent by earlier editors, is
// accepted and ignored.)
export const PATCH = updateRoute<typeof blog, Blog>(blog, { extraPatch: moderation });

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
