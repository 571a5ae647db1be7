import { deleteRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { blog } from '@/lib/entities';

// DELETE /admin/blogs/delete/{id} — the record to the Trash
export const DELETE = deleteRoute(blog);

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
