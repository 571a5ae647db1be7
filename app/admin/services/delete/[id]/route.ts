import { deleteServiceRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// DELETE /admin/services/delete/{id} — retires the service: its page redirects to /services
export const DELETE = deleteServiceRoute();

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
