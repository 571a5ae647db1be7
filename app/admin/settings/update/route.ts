import { updateSettingsRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// PATCH /admin/settings/update — every setting, JSON; If-Match refuses a stale edit
export const PATCH = updateSettingsRoute();

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
