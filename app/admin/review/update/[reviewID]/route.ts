import { updateRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { review } from '@/lib/entities';

// PATCH /admin/review/update/{reviewID} — multipart fields, image optional
export const PATCH = updateRoute(review);

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
