import { methodsOtherThan } from '@/lib/api/route';
import { deleteRoute } from '@/lib/api/resources';
import { blogs } from '@/lib/api/definitions';

// DELETE /admin/blogs/delete/{id} — the record and its image
export const DELETE = deleteRoute(blogs);

export const { GET, POST, PUT, PATCH } = methodsOtherThan('DELETE');
