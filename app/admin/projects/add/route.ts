import { createRoute } from '@/lib/api/crud';
import { checkProject, projectRouteOptions } from '@/lib/api/project-routes';
import { methodsOtherThan } from '@/lib/api/route';
import { project } from '@/lib/entities';

// POST /admin/projects/add — multipart fields, a required image, new gallery images
export const POST = createRoute(project, {
  ...projectRouteOptions,
  prepare: (input, store) => checkProject(input, store),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsOtherThan('POST');
