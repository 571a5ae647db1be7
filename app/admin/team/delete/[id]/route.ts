import { methodsOtherThan } from '@/lib/api/route';
import { deleteRoute } from '@/lib/api/resources';
import { team } from '@/lib/api/definitions';

// DELETE /admin/team/delete/{id} — the record and its image
export const DELETE = deleteRoute(team);

export const { GET, POST, PUT, PATCH } = methodsOtherThan('DELETE');
