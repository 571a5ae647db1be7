import { ApiError } from '@/lib/api/errors';
import { methodsOtherThan, route } from '@/lib/api/route';
import { purgeExpiredTrash } from '@/lib/api/trash-routes';
import { getStore } from '@/lib/data';
import { checkSchedules, isScheduler } from '@/lib/publishing/schedule';

// GET /api/cron/publish — regenerates the public site when a schedule came due since the last
// call, and purges the Trash of what was deleted more than its days ago. Authorised by
// `Authorization: Bearer <CRON_SECRET>` (as Vercel Cron sends it) or this server's own timer;
// anyone else gets 401 and nothing runs.
export const GET = route(
  async (req) => {
    if (!isScheduler(req)) throw new ApiError(401, 'Unauthorized');
    const [check, purged] = await Promise.all([
      checkSchedules(),
      purgeExpiredTrash(await getStore()),
    ]);
    return Response.json({ ...check, purged }, { status: 200 });
  },
  { noStore: true },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
