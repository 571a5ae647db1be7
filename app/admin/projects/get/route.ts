import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// GET /admin/projects/get — the admin list, newest first
export const GET = listRoute(projects, 'allProjects', 'admin');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
