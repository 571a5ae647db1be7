import { listRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { teamMember } from '@/lib/entities';

// GET /frontend/team/get — the public list, newest first
export const GET = listRoute(teamMember, 'public');

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('GET');
