import { getRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { review } from '@/lib/entities';

// GET /admin/review/{reviewID}
export const GET = getRoute(review);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
