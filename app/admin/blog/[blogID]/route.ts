import { methodsOtherThan } from '@/lib/api/route';
import { getRoute } from '@/lib/api/resources';
import { blogs } from '@/lib/api/definitions';

// GET /admin/blog/{blogID}
export const GET = getRoute(blogs, 'blogID');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
