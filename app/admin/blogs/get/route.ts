import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { blog } from '@/lib/entities';

// GET /admin/blogs/get — the admin list, newest first
export const GET = listRoute(blog, 'admin');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
