import { deleteFaqRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// DELETE /admin/faqs/delete/{id} — the FAQ to the Trash, off every page
export const DELETE = deleteFaqRoute();

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
