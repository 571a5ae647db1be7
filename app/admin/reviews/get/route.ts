import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// GET /admin/reviews/get — the admin list, newest first
export const GET = listRoute(reviews, 'allReviews', 'admin');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
