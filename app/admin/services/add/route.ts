import { addServiceRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// POST /admin/services/add — a new service page with its own slug, JSON
export const POST = addServiceRoute();

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
