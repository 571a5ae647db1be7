import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { review } from '@/lib/entities';

// GET /admin/reviews/get — the admin list, newest first
export const GET = listRoute(review, 'admin');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
