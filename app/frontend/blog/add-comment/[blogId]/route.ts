import { readBody } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { backToForm, isBrowserFormPost } from '@/lib/api/form-post';
import { COMMENT_ADDED, commentFormNotices } from '@/lib/content/notices';
import { notFound, route, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { newId } from '@/lib/data/ids';
import { readSettings } from '@/lib/data/site-content';
import { admitVisitor } from '@/lib/proof-of-work';
import { revalidateSite } from '@/lib/revalidate';
import { comment, COMMENT_AWAITING, COMMENTS_CLOSED_BY_ADMIN } from '@/lib/entities';
import {
  commenterKey,
  commentsOpen,
  moderationMode,
  newCommentStatus,
  publicComment,
  publicPost,
} from '@/lib/entities/comment-moderation';
import { honeypotFilled } from '@/lib/entities/honeypot';
import { inputSchema } from '@/lib/entities/schema';

// POST /frontend/blog/add-comment/{blogId} — a visitor's comment, appended atomically. 201 with
// `{ updatedBlog, message, awaitingModeration }`: the post as visitors see it (published comments,
// no emails), so a held comment is not in it. 403 when the post's comments are closed (the
// admins' decision, which no retry changes); 409 once the post holds MAX_COMMENTS_PER_POST
// comments (a state of the post, checked by the store in the same write).
const commentInput = inputSchema(comment.fields);

const add = route<{ blogId: string }>(async (req, { params }) => {
  const { blogId } = await params;
  const body = await readBody(req);
  const input = commentInput.parse(body);
  const store = await getStore();
  // A draft or a post scheduled ahead takes no comments: visitors cannot see it.
  const post = await store.blogs.getPublished(blogId);
  if (!post) throw notFound('Blog');
  if (!commentsOpen(post)) throw new ApiError(403, COMMENTS_CLOSED_BY_ADMIN);
  const refused = await admitVisitor('comment', req, body);
  if (refused) return refused;
  const email = commenterKey(input.email);
  const mode = moderationMode(await readSettings(store));
  // Under "publish every comment" only a spam mark can hold a comment: one lookup all the same.
  const status = newCommentStatus(mode, await store.blogs.commenterStanding(email));
  const answer = (updatedBlog: typeof post) =>
    Response.json(
      status === 'published'
        ? { updatedBlog, message: COMMENT_ADDED, awaitingModeration: false }
        : { updatedBlog, message: COMMENT_AWAITING, awaitingModeration: true },
      { status: 201 },
    );
  // A bot filled the hidden field: it gets the answer a person gets, and nothing is kept.
  if (honeypotFilled(body)) {
    const unsaved = { _id: newId(), ...input, createdAt: new Date().toISOString() };
    const shown = status === 'published' ? [publicComment(unsaved)] : [];
    return answer({ ...post, comments: [...post.comments, ...shown] });
  }
  const commented = await store.blogs.addComment(blogId, { ...input, email, status });
  if (!commented) throw notFound('Blog');
  // A held comment changes no public page until it is approved.
  if (status === 'published') await revalidateSite();
  return answer(publicPost(commented));
});

export const POST: typeof add = async (req, ctx) => {
  const res = await add(req, ctx);
  if (!isBrowserFormPost(req)) return res;
  const { blogId } = await ctx.params;
  // Back to the post's own address (a visitor's form never knows its slug).
  const post = await (await getStore()).blogs.get(blogId).catch(() => null);
  return backToForm(res, commentFormNotices(post ?? { _id: blogId }));
};

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
