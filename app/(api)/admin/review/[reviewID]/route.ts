import { getRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// GET /admin/review/{reviewID}
export const GET = getRoute(reviews, 'reviewID');
