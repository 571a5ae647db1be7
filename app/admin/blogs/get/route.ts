import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { blogs } from '@/lib/api/definitions';

// GET /admin/blogs/get — the admin list, newest first
export const GET = listRoute(blogs, 'allBlogs', 'admin');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
