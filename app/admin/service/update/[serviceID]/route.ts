import { updateServiceRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// PATCH /admin/service/update/{serviceID} — every field, { position }, or { retired: false }
export const PATCH = updateServiceRoute();

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
