import { settleByline } from '@/lib/api/byline';
import { createRoute } from '@/lib/api/crud';
import { settleSlug } from '@/lib/api/post-slugs';
import { methodsOtherThan } from '@/lib/api/route';
import { blog, BYLINE_FIELD } from '@/lib/entities';
import { commentsOpenPatch } from '@/lib/entities/comment-moderation';

// POST /admin/blogs/add — multipart fields and a required image; an empty or missing slug takes
// the title's; `byline` picks the author (lib/entities/byline.ts), else the signed-in admin is;
// an `author` field is never taken as sent; `commentsOpen` (true or false) is the comments
// switch, open when missing
export const POST = createRoute(blog, {
  prepare: async (input, store, { admin, fields }) => ({
    ...(await settleSlug(store, input)),
    ...(await settleByline(store, fields[BYLINE_FIELD], admin)),
  }),
  extraInput: commentsOpenPatch,
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
