import { deleteRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { teamMember } from '@/lib/entities';

// DELETE /admin/team/delete/{id} — the record to the Trash
export const DELETE = deleteRoute(teamMember);

export const { GET, POST, PUT, PATCH, OPTIONS } = methodsOtherThan('DELETE');
