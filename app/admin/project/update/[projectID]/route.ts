import { updateRoute } from '@/lib/api/crud';
import { methodsOtherThan } from '@/lib/api/route';
import { project } from '@/lib/entities';

// PATCH /admin/project/update/{projectID} — multipart fields, image optional
export const PATCH = updateRoute(project);

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
