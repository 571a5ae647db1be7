import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { blogs } from '@/lib/api/definitions';

// GET /frontend/blogs/get — every post with its comments, newest first
export const GET = listRoute(blogs, 'allBlogs', 'public');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
