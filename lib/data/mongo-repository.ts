import type { Model } from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { isObjectId } from './ids';
import { dueFilter, publicFilter, WITHOUT_PENDING } from './mongo-publishing';
import type { Expected, Repository, Trashable, Updated } from './store';

/** The MongoDB store's building blocks: one repository over a model, and its image updates. */

export type Lean = Record<string, unknown> & { _id: unknown };
export type Connect = () => Promise<unknown>;

/** findOneAndUpdate answers the document as this update left it, validated like a create. */
export const AFTER = { returnDocument: 'after', runValidators: true } as const;

/**
 * An image update that keeps losing its race this many times in a row gives up with a 409
 * rather than loop: each lost round means another update of the same record's image landed.
 */
const IMAGE_UPDATE_ATTEMPTS = 25;

/**
 * A write refused by a unique `slug` index (another record took the slug between the route's
 * check and the write): the admin's to change, so this 400, never the database's error.
 */
export async function refuseTakenSlug<T>(write: Promise<T>, taken: () => ApiError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const e = error as { code?: unknown; keyPattern?: Record<string, unknown> };
    if (e.code === 11000 && e.keyPattern && 'slug' in e.keyPattern) throw taken();
    throw error;
  }
}

export const definedFields = (patch: object) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));

/**
 * One findOneAndUpdate of the record. When the update sets a new image, it only applies while
 * the stored image is still the one read just before it, and reads again if another update
 * replaced the image in between: so the answer names the one image this update overwrote.
 *
 * With `expected`, the filter holds those values too, and the image they name is the one
 * replaced: a miss is 'changed' while the record exists (null once it is gone).
 */
export async function updateReplacingImage<D>(
  model: Model<D>,
  id: string,
  update: Record<string, unknown>,
  setsImage: boolean,
  expected?: Expected,
): Promise<{ doc: Lean; replacedImageURL?: string } | 'changed' | null> {
  if (expected) {
    // A field the record lacks is expected as null, which matches a missing field too.
    const filter = { ...expected, _id: id };
    const doc = await model.findOneAndUpdate(filter, update, AFTER).lean<Lean>();
    if (doc) return { doc, replacedImageURL: setsImage ? expected.imageURL : undefined };
    return (await model.exists({ _id: id })) ? 'changed' : null;
  }
  if (!setsImage) {
    const doc = await model.findOneAndUpdate({ _id: id }, update, AFTER).lean<Lean>();
    return doc ? { doc } : null;
  }
  for (let attempt = 0; attempt < IMAGE_UPDATE_ATTEMPTS; attempt += 1) {
    const current = await model.findById(id).select({ imageURL: 1 }).lean<Lean>();
    if (!current) return null;
    const replacedImageURL = current.imageURL as string;
    const doc = await model
      .findOneAndUpdate({ _id: id, imageURL: replacedImageURL }, update, AFTER)
      .lean<Lean>();
    if (doc) return { doc, replacedImageURL };
  }
  throw new ApiError(409, 'This record is being changed by someone else. Please try again.');
}

/** An update's answer in the store's terms: the record as it left it, mapped. */
export function updated<T>(
  result: Awaited<ReturnType<typeof updateReplacingImage>>,
  map: (doc: Lean) => T,
): Updated<T> | 'changed' | null {
  if (result === null || result === 'changed') return result;
  return { record: map(result.doc), replacedImageURL: result.replacedImageURL };
}

export function mongoRepository<D, T>(
  m: Model<D>,
  connect: Connect,
  map: (doc: Lean) => T,
): Omit<Repository<T, Partial<T>>, keyof Trashable<T>> {
  return {
    async list() {
      await connect();
      const docs = await m.find().sort({ createdAt: -1, _id: -1 }).lean<Lean[]>();
      return docs.map(map);
    },
    async get(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await m.findById(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async create(input) {
      await connect();
      // What Model.create does for one document: validate, then insert.
      const doc = await new m(input).save();
      return map(doc.toObject() as Lean);
    },
    async update(id, patch, expected) {
      if (!isObjectId(id)) return null;
      await connect();
      const defined = definedFields(patch);
      const setsImage = 'imageURL' in defined;
      return updated(
        await updateReplacingImage(m, id, { $set: defined }, setsImage, expected),
        map,
      );
    },
    async remove(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await m.findByIdAndDelete(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async count() {
      await connect();
      return m.countDocuments();
    },
    async listPublished() {
      await connect();
      const docs = await m
        .find(publicFilter(new Date().toISOString()), WITHOUT_PENDING)
        .sort({ createdAt: -1, _id: -1 })
        .lean<Lean[]>();
      return docs.map(map);
    },
    async dueBetween(after, until) {
      await connect();
      return m.countDocuments(dueFilter(after, until));
    },
  };
}
