import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { blog } from '@/lib/entities';

// GET /frontend/blogs/get — the public list, newest first
export const GET = listRoute(blog, 'public');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
