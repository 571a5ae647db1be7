import { updateRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { teamMember } from '@/lib/entities';

// PATCH /admin/member/update/{memberID} — multipart fields, image optional
export const PATCH = updateRoute(teamMember);

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
