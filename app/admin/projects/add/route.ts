import { createRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { project } from '@/lib/entities';

// POST /admin/projects/add — multipart fields and a required image
export const POST = createRoute(project);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
