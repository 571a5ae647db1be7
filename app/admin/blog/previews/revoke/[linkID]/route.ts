import { revokePreview } from '@/lib/api/previews';
import { methodsOtherThan } from '@/lib/api/route';

// DELETE /admin/blog/previews/revoke/{linkID} — the link stops opening the post at once.
export const DELETE = revokePreview;

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
