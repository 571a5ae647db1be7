import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { team } from '@/lib/api/definitions';

// GET /admin/team/get — the admin list, newest first
export const GET = listRoute(team, 'allMembers', 'admin');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
