import { deleteRedirectRoute } from '@/lib/api/redirect-routes';
import { methodsOtherThan } from '@/lib/api/route';

// DELETE /admin/redirects/delete/{id} — the rule stops answering at once
export const DELETE = deleteRedirectRoute();

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
