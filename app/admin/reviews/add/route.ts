import { methodsOtherThan } from '@/lib/api/route';
import { createRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// POST /admin/reviews/add — multipart fields and a required image
export const POST = createRoute(reviews);

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
