import { deleteFaqRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// DELETE /admin/faqs/delete/{id} — removes the FAQ from every page
export const DELETE = deleteFaqRoute();

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
