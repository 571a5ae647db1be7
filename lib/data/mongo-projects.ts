import { ApiError } from '@/lib/api/errors';
import { PROJECT_SLUG_TAKEN } from '@/lib/entities';
import { ProjectModel } from '@/models/project';
import { isObjectId } from './ids';
import { mongoRepository, refuseTakenSlug, type Connect, type Lean } from './mongo-repository';
import { movedOrder, shapeProject } from './project-shape';
import { mongoTrashable } from './mongo-trash';
import type { ProjectRepository } from './store';

/**
 * The featured projects, a record stored before case studies (no `featured` field) among them:
 * it is shown on the home page as every project was then (./project-shape.ts).
 */
export const FEATURED_FILTER = { featured: { $ne: false } } as const;
/** The admins' order, newest first among equal positions (as a list before any move). */
export const ADMIN_ORDER = { position: 1, createdAt: -1, _id: -1 } as const;

/** A case-study slug another project took since the route checked it (index `slug_1`). */
const slugTaken = () => new ApiError(400, PROJECT_SLUG_TAKEN);

export function projectRepository(connect: Connect): ProjectRepository {
  const base = mongoRepository(ProjectModel, connect, shapeProject);
  const repository: ProjectRepository = {
    ...base,
    // A featured project takes its old place among the featured ones, or the last.
    ...mongoTrashable(ProjectModel, connect, shapeProject, 'projects', {
      place: (id, position, record) =>
        (record as { featured?: unknown }).featured === false
          ? Promise.resolve()
          : repository.move(id, position),
    }),
    create: (input) => refuseTakenSlug(base.create(input), slugTaken),
    update: (id, patch, expected) => refuseTakenSlug(base.update(id, patch, expected), slugTaken),
    async move(id, position) {
      if (!isObjectId(id)) return null;
      await connect();
      const featured = await ProjectModel.find(FEATURED_FILTER)
        .sort(ADMIN_ORDER)
        .select({ _id: 1 })
        .lean<Lean[]>();
      const order = movedOrder(
        featured.map((d) => String(d._id)),
        id.toLowerCase(),
        position,
      );
      if (!order) return null;
      // One write for the whole order; the records' own updatedAt stays (a move is no edit).
      await ProjectModel.bulkWrite(
        order.map((recordId, index) => ({
          updateOne: { filter: { _id: recordId }, update: { $set: { position: index } } },
        })) as never,
        { timestamps: false } as never,
      );
      const doc = await ProjectModel.findById(id).lean<Lean>();
      return doc ? shapeProject(doc) : null;
    },
  };
  return repository;
}
