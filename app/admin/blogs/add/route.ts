import { createRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { blog } from '@/lib/entities';

// POST /admin/blogs/add — multipart fields and a required image; the author is the signed-in
// admin, never what the form says
export const POST = createRoute(blog, { serverFields: (admin) => ({ author: admin.username }) });

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
