import { methodsOtherThan } from '@/lib/api/route';
import { updateRoute } from '@/lib/api/resources';
import { projects } from '@/lib/api/definitions';

// PATCH /admin/project/update/{projectID} — multipart fields, image optional
export const PATCH = updateRoute(projects, 'projectID');

export const { GET, POST, PUT, DELETE } = methodsOtherThan('PATCH');
