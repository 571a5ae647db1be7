import { createRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { teamMember } from '@/lib/entities';

// POST /admin/team/add — multipart fields and a required image
export const POST = createRoute(teamMember);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
