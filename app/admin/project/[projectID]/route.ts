import { methodsOtherThan } from '@/lib/api/route';
import { getRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// GET /admin/project/{projectID}
export const GET = getRoute(projects, 'projectID');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
