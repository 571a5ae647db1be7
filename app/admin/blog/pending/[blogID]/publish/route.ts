import { publishPending } from '@/lib/api/pending';
import { methodsOtherThan } from '@/lib/api/route';

// POST /admin/blog/pending/{blogID}/publish — the pending changes become the live post.
export const POST = publishPending;

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
