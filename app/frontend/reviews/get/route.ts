import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { review } from '@/lib/entities';

// GET /frontend/reviews/get — the public list, newest first
export const GET = listRoute(review, 'public');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
