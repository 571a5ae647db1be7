import { methodsOtherThan } from '@/lib/api/route';
import { deleteRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// DELETE /admin/reviews/delete/{id} — the record and its image
export const DELETE = deleteRoute(reviews);

export const { GET, POST, PUT, PATCH } = methodsOtherThan('DELETE');
