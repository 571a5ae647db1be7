import { methodsOtherThan } from '@/lib/api/route';
import { deleteTrashRoute } from '@/lib/api/trash-routes';

// DELETE /admin/trash/delete/{id} — the item and its images, for good
export const DELETE = deleteTrashRoute();

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
