import { csvFileName, messagesCsv, startedReading } from '@/lib/admin/contact-csv';
import { ApiError } from '@/lib/api/errors';
import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import {
  INBOX_MESSAGES,
  INBOX_PARAMS,
  INBOX_SEARCH_MAX,
  searchText,
} from '@/lib/entities/contact-inbox';

// GET /admin/main/contact/export?q= — the contact messages as a CSV download, newest first: all
// of them, or those whose name, email, subject or message contains q; written as it is read
export const GET = adminRoute(async (req) => {
  const query = searchText(new URL(req.url).searchParams.get(INBOX_PARAMS.query));
  if (query.length > INBOX_SEARCH_MAX) throw new ApiError(400, INBOX_MESSAGES.searchTooLong);
  const store = await getStore();
  const messages = await startedReading(store.messages.stream(query));
  return new Response(messagesCsv(messages), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(query !== '')}"`,
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
