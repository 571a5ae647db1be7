import { methodsOtherThan } from '@/lib/api/route';
import { listRoute } from '@/lib/api/resources';
import { team } from '@/lib/api/definitions';

// GET /frontend/team/get — every team member, newest first
export const GET = listRoute(team, 'allMembers', 'public');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
