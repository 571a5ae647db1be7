import { deleteRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { review } from '@/lib/entities';

// DELETE /admin/reviews/delete/{id} — the record to the Trash
export const DELETE = deleteRoute(review);

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
