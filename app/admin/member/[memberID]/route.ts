import { getRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { teamMember } from '@/lib/entities';

// GET /admin/member/{memberID}
export const GET = getRoute(teamMember);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
