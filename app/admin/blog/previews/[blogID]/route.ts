import { createPreview, listPreviews } from '@/lib/api/previews';
import { methodsOtherThan } from '@/lib/api/route';

// GET /admin/blog/previews/{blogID} — the post's preview links, newest first, each with its path.
// POST — a new link (/preview/{token}) that works without an account for 7 days.
export const GET = listPreviews;
export const POST = createPreview;

export const { PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET', 'POST');
