import { methodsOtherThan } from '@/lib/api/route';
import { deleteRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// DELETE /admin/projects/delete/{id} — the record and its image
export const DELETE = deleteRoute(projects);

export const { GET, POST, PUT, PATCH } = methodsOtherThan('DELETE');
