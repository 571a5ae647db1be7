import { createRoute } from '@/lib/api/crud';
import { settleSlug } from '@/lib/api/post-slugs';
import { methodsOtherThan } from '@/lib/api/route';
import { blog } from '@/lib/entities';
import { commentsOpenPatch } from '@/lib/entities/comment-moderation';

// POST /admin/blogs/add — multipart fields and a required image; the author is the signed-in
// admin, never what the form says; an empty or missing slug takes the title's; `commentsOpen`
// (true or false) is the comments switch, open when missing
export const POST = createRoute(blog, {
  serverFields: (admin) => ({ author: admin.username }),
  prepare: (input, store) => settleSlug(store, input),
  extraInput: commentsOpenPatch,
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
