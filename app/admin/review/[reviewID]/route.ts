import { methodsOtherThan } from '@/lib/api/route';
import { getRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// GET /admin/review/{reviewID}
export const GET = getRoute(reviews, 'reviewID');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
