import { methodsOtherThan } from '@/lib/api/route';
import { listTrashRoute } from '@/lib/api/trash-routes';

// GET /admin/trash/get — the Trash, newest first, after purging what outstayed its time
export const GET = listTrashRoute();

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
