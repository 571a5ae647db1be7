import { methodsOtherThan } from '@/lib/api/route';
import { getRoute } from '@/lib/api/resources';
import { team } from '@/lib/api/definitions';

// GET /admin/member/{memberID}
export const GET = getRoute(team, 'memberID');

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
