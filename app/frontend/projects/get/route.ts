import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// GET /frontend/projects/get — every project, newest first
export const GET = listRoute(projects, 'allProjects', 'public');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
