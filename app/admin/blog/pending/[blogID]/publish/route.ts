import { recordActivity } from '@/lib/activity/record';
import { aboutPost, publishPending } from '@/lib/api/pending';
import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { revalidateSite } from '@/lib/revalidate';

// POST /admin/blog/pending/{blogID}/publish — the pending changes become the live post and the
// site regenerates. 409 when there are none.
export const POST = adminRoute<{ blogID: string }>(async (req, { params }, admin) => {
  const published = await publishPending((await params).blogID);
  await recordActivity(req, admin, { action: 'publish', ...aboutPost(published.answer.blog) });
  await revalidateSite();
  await published.cleanUp();
  return Response.json(published.answer, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
