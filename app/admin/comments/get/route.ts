import { listHeldRoute } from '@/lib/api/comment-routes';
import { methodsOtherThan } from '@/lib/api/route';

// GET /admin/comments/get — the comments awaiting approval on every post, oldest first
export const GET = listHeldRoute();

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
