import { orderedGetRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';
import { service } from '@/lib/entities';

// GET /admin/service/{serviceID} — one service
export const GET = orderedGetRoute(service);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
