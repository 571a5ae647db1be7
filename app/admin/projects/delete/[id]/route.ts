import { deleteRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { project } from '@/lib/entities';

// DELETE /admin/projects/delete/{id} — the project to the Trash
export const DELETE = deleteRoute(project);

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
