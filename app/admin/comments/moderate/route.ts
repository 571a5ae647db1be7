import { moderateRoute } from '@/lib/api/comment-routes';
import { methodsOtherThan } from '@/lib/api/route';

// PATCH /admin/comments/moderate — JSON: action (approve, reject or spam) and ids, 1 to 200
// comments awaiting approval
export const PATCH = moderateRoute();

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
