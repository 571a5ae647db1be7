import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { project } from '@/lib/entities';

// GET /admin/projects/get — the admin list, newest first
export const GET = listRoute(project, 'admin');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
