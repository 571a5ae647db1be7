import { methodsOtherThan } from '@/lib/api/route';
import { createRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// POST /admin/projects/add — multipart fields and a required image
export const POST = createRoute(projects);

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
