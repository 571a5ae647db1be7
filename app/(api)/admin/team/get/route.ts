import { listRoute } from '@/lib/api/resources';
import { team } from '@/lib/api/definitions';

// GET /admin/team/get — the admin list, newest first
export const GET = listRoute(team, 'allMembers', 'admin');
