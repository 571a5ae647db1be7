import { ApiError } from '@/lib/api/errors';
import { MESSAGES } from '@/lib/api/messages';
import { notFound, route, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { commentPageRange } from '@/lib/entities/comment-pages';
import { formatLongDate } from '@/lib/format';

// GET /frontend/blog/comments/{blogId}?before={n} — the page of a post's comments that ends
// before position n (oldest first, up to COMMENTS_PER_PAGE), each with its date as the page shows
// it (`date`), and the position it starts at: the `before` of the next earlier page, 0 when none
// is left.
export const GET = route<{ blogId: string }>(async (req, { params }) => {
  const { blogId } = await params;
  const raw = new URL(req.url).searchParams.get('before') ?? '';
  if (!/^\d{1,6}$/.test(raw)) throw new ApiError(400, MESSAGES.fillAll);
  const post = await (await getStore()).blogs.getPublished(blogId);
  if (!post) throw notFound('Blog');
  const [start, end] = commentPageRange(post.comments.length, Number(raw));
  return Response.json(
    {
      comments: post.comments
        .slice(start, end)
        .map((comment) => ({ ...comment, date: formatLongDate(comment.createdAt) })),
      start,
      total: post.comments.length,
    },
    { status: 200 },
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
