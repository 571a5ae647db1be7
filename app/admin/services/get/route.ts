import { orderedListRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';
import { service } from '@/lib/entities';

// GET /admin/services/get — every service in the admins' order, retired ones too
export const GET = orderedListRoute(service);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
