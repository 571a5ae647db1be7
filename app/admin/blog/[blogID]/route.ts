import { getRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { blog } from '@/lib/entities';

// GET /admin/blog/{blogID}
export const GET = getRoute(blog);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
