import { getSettingsRoute } from '@/lib/api/content-routes';
import { methodsOtherThan } from '@/lib/api/route';

// GET /admin/settings/get — the site settings document
export const GET = getSettingsRoute();

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
