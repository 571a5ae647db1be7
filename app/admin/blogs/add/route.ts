import { methodsOtherThan } from '@/lib/api/route';
import { createRoute } from '@/lib/api/resources';
import { blogs } from '@/lib/api/definitions';

// POST /admin/blogs/add — multipart fields and a required image
export const POST = createRoute(blogs);

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
