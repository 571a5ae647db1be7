import { getStore } from '@/lib/data';
import { readBody } from '@/lib/api/body';
import { updateRoute } from '@/lib/api/crud';
import { checkProject, moveProject, projectRouteOptions } from '@/lib/api/project-routes';
import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { project, type Project } from '@/lib/entities';

const update = updateRoute<typeof project, Project>(project, {
  ...projectRouteOptions,
  prepare: (input, stored, store) => checkProject(input, store, stored),
});

const move = adminRoute<Record<typeof project.api.param, string>>(async (req, { params }, admin) =>
  moveProject(req, admin, await getStore(), (await params)[project.api.param], await readBody(req)),
);

// PATCH /admin/project/update/{projectID} — multipart fields, image optional; or JSON
// `{ position }` to move a featured project in the home page's order
export const PATCH: typeof update = (req, ctx) =>
  /^application\/json/i.test(req.headers.get('content-type') ?? '')
    ? move(req, ctx)
    : update(req, ctx);

export const { GET, POST, PUT, DELETE, OPTIONS } = methodsOtherThan('PATCH');
