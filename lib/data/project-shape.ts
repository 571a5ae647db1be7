import { inAdminOrder, project, type Project } from '@/lib/entities';

export { inAdminOrder };
import { shape } from './shape';

/**
 * What a project stored before case studies lacks reads as a project without one, still on the
 * home page (as every project was then), its image without alt text until an admin writes it:
 * the site does not make alt text up.
 */
export const BEFORE_CASE_STUDIES = {
  imageAlt: '',
  featured: true,
  position: 0,
  slug: '',
  client: '',
  industry: '',
  year: '',
  services: [],
  challenge: '',
  work: '',
  results: [],
  gallery: [],
} satisfies Partial<Project>;

export function shapeProject(record: object): Project {
  const shaped = shape<Project>(project.keys, record);
  const filled = { ...shaped } as Record<string, unknown>;
  for (const [key, value] of Object.entries(BEFORE_CASE_STUDIES)) {
    if (filled[key] === undefined || filled[key] === null) {
      filled[key] = Array.isArray(value) ? [] : value;
    }
  }
  return shape<Project>(project.keys, filled);
}

/** `ids` (featured, in the admins' order) with `id` moved to `position`; null when absent. */
export function movedOrder(ids: string[], id: string, position: number): string[] | null {
  const at = ids.indexOf(id);
  if (at === -1) return null;
  const next = ids.filter((other) => other !== id);
  next.splice(Math.min(position, next.length), 0, id);
  return next;
}
