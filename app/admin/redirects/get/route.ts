import { listRedirectsRoute } from '@/lib/api/redirect-routes';
import { methodsOtherThan } from '@/lib/api/route';

// GET /admin/redirects/get — every redirect rule, newest first, with its hits
export const GET = listRedirectsRoute();

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
