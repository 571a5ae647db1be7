import { methodsOtherThan } from '@/lib/api/route';
import { updateRoute } from '@/lib/api/resources';
import { reviews } from '@/lib/api/definitions';

// PATCH /admin/review/update/{reviewID} — multipart fields, image optional
export const PATCH = updateRoute(reviews, 'reviewID');

export const { GET, POST, PUT, DELETE } = methodsOtherThan('PATCH');
