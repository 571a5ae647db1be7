import { readBody } from '@/lib/api/body';
import { backToForm, isBrowserFormPost } from '@/lib/api/form-post';
import { COMMENT_ADDED, commentFormNotices } from '@/lib/content/notices';
import { notFound, route, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { newId } from '@/lib/data/ids';
import { admitVisitor } from '@/lib/proof-of-work';
import { revalidateSite } from '@/lib/revalidate';
import { comment } from '@/lib/entities';
import { withoutPending } from '@/lib/entities/publishing';
import { honeypotFilled } from '@/lib/entities/honeypot';
import { inputSchema } from '@/lib/entities/schema';

// POST /frontend/blog/add-comment/{blogId} — a visitor's comment, appended atomically; 409 once
// the post holds MAX_COMMENTS_PER_POST comments (the store checks it in the same write)
const commentInput = inputSchema(comment.fields);

const add = route<{ blogId: string }>(async (req, { params }) => {
  const { blogId } = await params;
  const body = await readBody(req);
  const input = commentInput.parse(body);
  const store = await getStore();
  // A draft or a post scheduled ahead takes no comments: visitors cannot see it.
  const post = await store.blogs.getPublished(blogId);
  if (!post) throw notFound('Blog');
  const refused = await admitVisitor('comment', req, body);
  if (refused) return refused;
  // A bot filled the hidden field: it gets the answer a person gets (the post with its comment),
  // and nothing is kept.
  if (honeypotFilled(body)) {
    const unsaved = { _id: newId(), ...input, createdAt: new Date().toISOString() };
    const updatedBlog = { ...post, comments: [...post.comments, unsaved] };
    return Response.json({ updatedBlog, message: COMMENT_ADDED }, { status: 201 });
  }
  const commented = await store.blogs.addComment(blogId, input);
  if (!commented) throw notFound('Blog');
  const updatedBlog = withoutPending(commented);
  revalidateSite();
  return Response.json({ updatedBlog, message: COMMENT_ADDED }, { status: 201 });
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
