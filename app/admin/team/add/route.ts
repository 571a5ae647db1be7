import { methodsOtherThan } from '@/lib/api/route';
import { createRoute } from '@/lib/api/resources';
import { team } from '@/lib/api/definitions';

// POST /admin/team/add — multipart fields and a required image
export const POST = createRoute(team);

export const { GET, PUT, PATCH, DELETE } = methodsOtherThan('POST');
