import { getRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { project } from '@/lib/entities';

// GET /admin/project/{projectID}
export const GET = getRoute(project);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
