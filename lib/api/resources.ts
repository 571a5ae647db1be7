import type { z } from 'zod';
import { getStore, type Store } from '@/lib/data';
import type { Repository } from '@/lib/data/store';
import type { User } from '@/lib/data/types';
import { imageStore } from '@/lib/images/store';
import { readImageField, requireImageField } from '@/lib/images/upload';
import { startSiteChange, type SiteContent } from '@/lib/revalidate';
import { readForm } from './body';
import { adminRoute, notFound, route } from './route';

type WithImage = { _id: string; imageURL: string };

/**
 * One admin-managed collection whose records carry an image: projects, team members, reviews
 * (blogs reuse the read, create and delete routes). The route files only pick the verbs.
 */
export interface ImageResource<T extends WithImage, Input extends { imageURL: string }> {
  /** Response key for one record: `project`, `member`, `review`, `blog`. */
  key: string;
  /** For messages: "Project", "Team member", ... */
  label: string;
  content: SiteContent;
  repo(store: Store): Repository<T, Input>;
  schema: z.ZodType<Omit<Input, 'imageURL' | 'author'>>;
  /** Fields the server decides, whatever the form says (the blog's author). */
  serverFields?(admin: User): Partial<Input>;
}

/** GET: the whole list under the spec's key, newest first. */
export function listRoute<T extends WithImage, I extends { imageURL: string }>(
  resource: ImageResource<T, I>,
  listKey: string,
  access: 'public' | 'admin',
) {
  const handler = async () => {
    const store = await getStore();
    return Response.json({ [listKey]: await resource.repo(store).list() }, { status: 200 });
  };
  return access === 'admin' ? adminRoute(handler) : route(handler);
}

/** GET one record by the id in `param`. */
export function getRoute<T extends WithImage, I extends { imageURL: string }>(
  resource: ImageResource<T, I>,
  param: string,
) {
  return adminRoute<Record<string, string>>(async (_req, { params }) => {
    const id = (await params)[param]!;
    const record = await resource.repo(await getStore()).get(id);
    if (!record) throw notFound(resource.label);
    return Response.json({ [resource.key]: record }, { status: 200 });
  });
}

/** POST multipart: fields and a required image; 201 with the new record. */
export function createRoute<T extends WithImage, I extends { imageURL: string }>(
  resource: ImageResource<T, I>,
) {
  return adminRoute(async (req, _ctx, admin) => {
    const { fields, form } = await readForm(req);
    const input = resource.schema.parse(fields);
    const image = await requireImageField(form);
    const store = await getStore();
    const site = await startSiteChange(resource.content, store);
    const images = imageStore();
    const imageURL = await images.save(image.bytes, image.type);
    let record: T;
    try {
      const data = { ...input, ...resource.serverFields?.(admin), imageURL } as unknown as I;
      record = await resource.repo(store).create(data);
    } catch (error) {
      await images.remove(imageURL);
      throw error;
    }
    site.revalidate(record._id, record);
    return Response.json(
      { [resource.key]: record, message: `${resource.label} added successfully!` },
      { status: 201 },
    );
  });
}

/**
 * PATCH multipart: the fields, and a new image only if one is sent. The image file this update
 * replaced is deleted once the record points at the new one: the store names it, since under
 * concurrent updates it is not necessarily the one read before the update.
 */
export function updateRoute<T extends WithImage, I extends { imageURL: string }>(
  resource: ImageResource<T, I>,
  param: string,
) {
  return adminRoute<Record<string, string>>(async (req, { params }) => {
    const id = (await params)[param]!;
    const { fields, form } = await readForm(req);
    const input = resource.schema.parse(fields);
    const image = await readImageField(form);
    const store = await getStore();
    const repo = resource.repo(store);
    // Before the image is stored: no file is saved for a record that does not exist.
    if (!(await repo.get(id))) throw notFound(resource.label);
    const site = await startSiteChange(resource.content, store);
    const images = imageStore();
    const imageURL = image ? await images.save(image.bytes, image.type) : undefined;
    const updated = await repo
      .update(id, { ...input, imageURL } as unknown as Partial<I>)
      .catch(async (error: unknown) => {
        if (imageURL) await images.remove(imageURL);
        throw error;
      });
    if (!updated) {
      if (imageURL) await images.remove(imageURL);
      throw notFound(resource.label);
    }
    if (updated.replacedImageURL && updated.replacedImageURL !== imageURL) {
      await images.remove(updated.replacedImageURL);
    }
    site.revalidate(updated.record._id, updated.record);
    return Response.json(
      { [resource.key]: updated.record, message: `${resource.label} updated successfully!` },
      { status: 202 },
    );
  });
}

/** DELETE: 203 once the record and its image are gone. */
export function deleteRoute<T extends WithImage, I extends { imageURL: string }>(
  resource: ImageResource<T, I>,
  param = 'id',
) {
  return adminRoute<Record<string, string>>(async (_req, { params }) => {
    const id = (await params)[param]!;
    const store = await getStore();
    const site = await startSiteChange(resource.content, store);
    const removed = await resource.repo(store).remove(id);
    if (!removed) throw notFound(resource.label);
    await imageStore().remove(removed.imageURL);
    site.revalidate(removed._id, null);
    return Response.json({ message: `${resource.label} deleted successfully!` }, { status: 203 });
  });
}
