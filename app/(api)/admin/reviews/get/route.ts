import { listRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// GET /admin/reviews/get — the admin list, newest first
export const GET = listRoute(reviews, 'allReviews', 'admin');
