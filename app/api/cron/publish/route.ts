import { ApiError } from '@/lib/api/errors';
import { methodsOtherThan, route } from '@/lib/api/route';
import { checkSchedules, isScheduler } from '@/lib/publishing/schedule';

// GET /api/cron/publish — regenerates the public site when a schedule came due since the last
// call. Authorised by `Authorization: Bearer <CRON_SECRET>` (as Vercel Cron sends it) or this
// server's own timer; anyone else gets 401 and nothing runs.
export const GET = route(
  async (req) => {
    if (!isScheduler(req)) throw new ApiError(401, 'Unauthorized');
    return Response.json(await checkSchedules(), { status: 200 });
  },
  { noStore: true },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
