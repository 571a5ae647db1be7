import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { project } from '@/lib/entities';

// GET /frontend/projects/get — the public list, newest first
export const GET = listRoute(project, 'public');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
