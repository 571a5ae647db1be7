import { getRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// GET /admin/project/{projectID}
export const GET = getRoute(projects, 'projectID');
