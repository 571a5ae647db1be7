import { methodsOtherThan } from '@/lib/api/route';
import { updateRoute } from '@/lib/api/resources';
import { team } from '@/lib/api/definitions';

// PATCH /admin/member/update/{memberID} — multipart fields, image optional
export const PATCH = updateRoute(team, 'memberID');

export const { GET, POST, PUT, DELETE } = methodsOtherThan('PATCH');
