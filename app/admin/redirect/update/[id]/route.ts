import { updateRedirectRoute } from '@/lib/api/redirect-routes';
import { methodsOtherThan } from '@/lib/api/route';

// PATCH /admin/redirect/update/{id} — JSON: from, to, permanent, external; If-Match: "updatedAt"
export const PATCH = updateRedirectRoute();

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
