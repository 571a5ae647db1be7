import { labelOf, recordActivity } from '@/lib/activity/record';
import type { Store } from '@/lib/data';
import { movePosition, POSITION_INVALID } from '@/lib/entities/ordered';
import { revalidateSite } from '@/lib/revalidate';
import {
  GALLERY_UPLOADS_MAX,
  PROJECT_SLUG_TAKEN,
  type GalleryImage,
  type Project,
  type User,
} from '@/lib/entities';
import { MAX_IMAGE_BYTES } from '@/lib/images/accepted';
import { imageStore } from '@/lib/images/store';
import { readImageFiles } from '@/lib/images/upload';
import { fitsLimit } from '@/lib/entities/text';
import { FORM_LIMIT } from './body';
import type { ExtraImages } from './crud';
import { ApiError } from './errors';

/**
 * What a project's routes add to the collection's (./crud.ts): the case study's gallery images
 * uploaded with the form (`galleryImages`, their alt text one a line in `galleryAlts`), its
 * services checked against the site's, and its slug against the other projects'.
 */

/** The main image and up to GALLERY_UPLOADS_MAX gallery images in one form. */
export const PROJECT_FORM_LIMIT = FORM_LIMIT + GALLERY_UPLOADS_MAX * MAX_IMAGE_BYTES;

const GALLERY_MAX = 12;
const ALT_MAX = 200;

export const GALLERY_TOO_MANY = `Add at most ${GALLERY_UPLOADS_MAX} gallery images at a time!`;
export const GALLERY_FULL = `Gallery must have at most ${GALLERY_MAX} images!`;
export const galleryAltMissing = (n: number) =>
  `New gallery image ${n} needs its alt text: write one line of alt text for each image added!`;

/** Refuses services the site does not offer and a slug another project has. */
export async function checkProject(
  input: Record<string, unknown>,
  store: Store,
  stored?: Project,
): Promise<Record<string, unknown>> {
  const services = (input.services as string[] | undefined) ?? [];
  if (services.length > 0) {
    const offered = new Set(
      (await store.services.list()).filter((s) => !s.retired).map((s) => s.slug),
    );
    const unknown = services.find((slug) => !offered.has(slug));
    if (unknown) throw new ApiError(400, `Services used: no service has the slug “${unknown}”!`);
  }
  const slug = input.slug as string | undefined;
  if (slug) {
    const others = (await store.projects.list()).filter((p) => p._id !== stored?._id);
    if (others.some((p) => p.slug === slug)) throw new ApiError(400, PROJECT_SLUG_TAKEN);
  }
  return {};
}

/** The gallery as the form lists it, then each image uploaded with it, saved. */
export const galleryUploads: ExtraImages<Project> = async (form, input, stored) => {
  const files = form.getAll('galleryImages').filter((v) => typeof v !== 'string' && v.size > 0);
  if (files.length > GALLERY_UPLOADS_MAX) throw new ApiError(400, GALLERY_TOO_MANY);
  // A form without the gallery keeps the stored one (./crud.ts onlySent).
  const listed = (input.gallery as GalleryImage[] | undefined) ?? stored?.gallery ?? [];
  const alts = String(form.get('galleryAlts') ?? '')
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (files.length > 0) {
    if (listed.length + files.length > GALLERY_MAX) throw new ApiError(400, GALLERY_FULL);
    const missing = files.findIndex((_, i) => !alts[i]);
    if (missing !== -1) throw new ApiError(400, galleryAltMissing(missing + 1));
    const long = alts.findIndex((alt) => !fitsLimit(alt, ALT_MAX));
    if (long !== -1) {
      throw new ApiError(
        400,
        `New gallery image ${long + 1}: its alt text must be at most ${ALT_MAX} characters!`,
      );
    }
  }
  const checked = await readImageFiles(form, 'galleryImages');
  const images = imageStore();
  const saved: string[] = [];
  try {
    for (const image of checked) saved.push(await images.save(image.bytes, image.type));
  } catch (error) {
    await Promise.all(saved.map((url) => images.remove(url)));
    throw error;
  }
  const gallery = [...listed, ...saved.map((url, i) => ({ url, alt: alts[i]! }))];
  const kept = new Set([...gallery.map((g) => g.url), stored?.imageURL]);
  const replaced = (stored?.gallery ?? []).map((g) => g.url).filter((url) => !kept.has(url));
  return { patch: { gallery }, saved, replaced };
};

export const projectRouteOptions = {
  formLimit: PROJECT_FORM_LIMIT,
  extraImages: galleryUploads,
};

/**
 * PATCH of a project as JSON `{ position }`: moves a featured project in the home page's order
 * (the panel's Move up and Move down); 202, or 404 when no featured project has the id.
 */
export async function moveProject(
  req: Request,
  admin: User,
  store: Store,
  id: string,
  body: Record<string, unknown>,
) {
  const position = movePosition(body);
  if (position === null || position === 'invalid') throw new ApiError(400, POSITION_INVALID);
  const before = await store.projects.get(id);
  const record = await store.projects.move(id, position);
  if (!record) throw new ApiError(404, 'Featured project not found');
  await recordActivity(req, admin, {
    action: 'move',
    kind: 'project',
    recordId: record._id,
    label: labelOf(record),
    changes: [
      {
        field: 'Featured order',
        from: before ? String(before.position + 1) : null,
        to: String(record.position + 1),
      },
    ],
  });
  await revalidateSite();
  return Response.json(
    { project: record, message: 'Project moved successfully!' },
    { status: 202 },
  );
}
