import { recordActivity } from '@/lib/activity/record';
import { getStore } from '@/lib/data';
import {
  moderatedMessage,
  moderateSchema,
  NOT_HELD,
  QUEUE_MAX,
  type ModerationAction,
} from '@/lib/entities/comment-moderation';
import { revalidateSite } from '@/lib/revalidate';
import { readBody } from './body';
import { ApiError } from './errors';
import { adminRoute } from './route';

/**
 * The comments queue's endpoints: the comments awaiting approval, and one action (approve, reject,
 * mark spam) on one or several of them. Only an approval changes what visitors see, so only it
 * regenerates the site; a rejected or spam comment was never on it.
 */

/** GET: `{ comments, count }`, the held comments oldest first (at most QUEUE_MAX) and how many. */
export const listHeldRoute = () =>
  adminRoute(async () => {
    const store = await getStore();
    const [comments, count] = await Promise.all([
      store.blogs.heldComments(QUEUE_MAX),
      store.blogs.countHeld(),
    ]);
    return Response.json({ comments, count }, { status: 200 });
  });

/** What a moderated comment became, as the log shows it. */
const MODERATED_AS: Record<ModerationAction, string> = {
  approve: 'Published',
  reject: 'Rejected (deleted)',
  spam: 'Spam',
};

/**
 * PATCH JSON `{ action, ids }`: 200 with `{ moderated, missing, message }`. An id that is not (or
 * no longer) awaiting approval is `missing`, and the others are handled: of two admins working the
 * queue at once, the second learns which ones the first took. 404 when none was awaiting.
 */
export const moderateRoute = () =>
  adminRoute(async (req, _ctx, admin) => {
    const { action, ids } = moderateSchema.parse(await readBody(req));
    const store = await getStore();
    // Read first: a rejected comment is gone afterwards, and the log names whose comment it was.
    const held = new Map((await store.blogs.heldComments(QUEUE_MAX)).map((c) => [c._id, c]));
    const { moderated } = await store.blogs.moderateComments(ids, action);
    if (!moderated.length) throw new ApiError(404, NOT_HELD);
    for (const id of moderated) {
      const comment = held.get(id);
      await recordActivity(req, admin, {
        action: 'moderate',
        kind: 'comment',
        recordId: id,
        ...(comment ? { label: `${comment.name} on “${comment.blogTitle}”` } : {}),
        changes: [{ field: 'Status', from: 'Awaiting approval', to: MODERATED_AS[action] }],
      });
    }
    if (action === 'approve') await revalidateSite();
    const done = new Set(moderated);
    return Response.json(
      {
        moderated,
        missing: ids.filter((id) => !done.has(id)),
        message: moderatedMessage(action, moderated.length),
      },
      { status: 200 },
    );
  });
