import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// GET /frontend/reviews/get — every review, newest first
export const GET = listRoute(reviews, 'reviews', 'public');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
