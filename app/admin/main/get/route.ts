import { inboxRequest, readDashboard } from '@/lib/admin/dashboard';
import { ApiError } from '@/lib/api/errors';
import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import {
  INBOX_MESSAGES,
  INBOX_PARAMS,
  INBOX_SEARCH_MAX,
  searchText,
} from '@/lib/entities/contact-inbox';

// GET /admin/main/get?page=&q= — the six dashboard counts and a page of the contact messages
// (25, newest first; the first page by default), with the page shown and how many there are
export const GET = adminRoute(async (req) => {
  const params = new URL(req.url).searchParams;
  if (searchText(params.get(INBOX_PARAMS.query)).length > INBOX_SEARCH_MAX) {
    throw new ApiError(400, INBOX_MESSAGES.searchTooLong);
  }
  const request = inboxRequest(Object.fromEntries(params));
  return Response.json(await readDashboard(await getStore(), request), { status: 200 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
