import { addRedirectRoute } from '@/lib/api/redirect-routes';
import { methodsOtherThan } from '@/lib/api/route';

// POST /admin/redirects/add — JSON: from, to, permanent, external (a chain is collapsed)
export const POST = addRedirectRoute();

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
