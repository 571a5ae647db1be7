import { deleteRoute } from '@/lib/api/resources';
import { blogs } from '@/lib/api/definitions';

// DELETE /admin/blogs/delete/{id} — the record and its image
export const DELETE = deleteRoute(blogs);
