import { createRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { review } from '@/lib/entities';

// POST /admin/reviews/add — multipart fields and a required image
export const POST = createRoute(review);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
