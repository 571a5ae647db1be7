import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { teamMember } from '@/lib/entities';

// GET /admin/team/get — the admin list, newest first
export const GET = listRoute(teamMember, 'admin');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
