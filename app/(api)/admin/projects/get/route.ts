import { listRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// GET /admin/projects/get — the admin list, newest first
export const GET = listRoute(projects, 'allProjects', 'admin');
