import { methodsOtherThan } from '@/lib/api/route';
import { restoreTrashRoute } from '@/lib/api/trash-routes';

// POST /admin/trash/restore/{id} — the record back on the site under its own id
export const POST = restoreTrashRoute();

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
