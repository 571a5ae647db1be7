import { ApiError } from '@/lib/api/errors';
import { REDIRECT_MESSAGES, redirectKeys, type Redirect } from '@/lib/entities';
import { RedirectModel } from '@/models/redirect';
import { isObjectId } from './ids';
import { AFTER, definedFields, type Connect, type Lean } from './mongo-repository';
import type { RedirectRepository } from './redirect-store';
import { shape } from './shape';

const NEWEST = { createdAt: -1, _id: -1 } as const;

const map = (doc: Lean) => shape<Redirect>(redirectKeys, doc);

/** A second rule from one address (the unique index `from_1`): the admin's to fix, a 400. */
async function uniqueFrom<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) {
      throw new ApiError(400, REDIRECT_MESSAGES.taken);
    }
    throw error;
  }
}

export function redirectRepository(connect: Connect): RedirectRepository {
  return {
    async list() {
      await connect();
      return (await RedirectModel.find().sort(NEWEST).lean<Lean[]>()).map(map);
    },
    async get(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await RedirectModel.findById(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async findByFrom(from) {
      await connect();
      const doc = await RedirectModel.findOne({ from }).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async create(input) {
      await connect();
      const doc = await uniqueFrom(
        new RedirectModel({ ...input, hits: 0, lastHitAt: null }).save(),
      );
      return map(doc.toObject() as Lean);
    },
    async update(id, patch, expectedUpdatedAt) {
      if (!isObjectId(id)) return null;
      await connect();
      const filter: Record<string, unknown> = { _id: id };
      if (expectedUpdatedAt !== undefined) filter.updatedAt = new Date(expectedUpdatedAt);
      const doc = await uniqueFrom(
        RedirectModel.findOneAndUpdate(filter, { $set: definedFields(patch) }, AFTER).lean<Lean>(),
      );
      if (doc) return map(doc);
      return expectedUpdatedAt !== undefined && (await RedirectModel.exists({ _id: id }))
        ? 'changed'
        : null;
    },
    async retarget(to, target, external) {
      await connect();
      const result = await RedirectModel.updateMany({ to }, { $set: { to: target, external } });
      return result.modifiedCount;
    },
    async remove(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await RedirectModel.findByIdAndDelete(id).lean<Lean>();
      return doc ? map(doc) : null;
    },
    async count() {
      await connect();
      return RedirectModel.countDocuments();
    },
    async recordHits(hits) {
      const known = hits.filter((h) => isObjectId(h.id) && h.count > 0);
      if (known.length === 0) return;
      await connect();
      // One round trip for the batch; no timestamps: a hit is not an edit of the rule, and an
      // updatedAt that moved would tell every proxy to reload its rules.
      await RedirectModel.bulkWrite(
        known.map(({ id, count, lastHitAt }) => ({
          updateOne: {
            filter: { _id: id },
            update: { $inc: { hits: count }, $max: { lastHitAt: new Date(lastHitAt) } },
          },
        })) as never,
        { ordered: false, timestamps: false } as never,
      );
    },
    async version() {
      await connect();
      // The newest change and the number of rules: an edit moves the first, a removal the second.
      const [latest, count] = await Promise.all([
        RedirectModel.findOne({}, { updatedAt: 1 }).sort({ updatedAt: -1 }).lean<Lean>(),
        RedirectModel.countDocuments(),
      ]);
      const at = latest?.updatedAt instanceof Date ? latest.updatedAt.toISOString() : '';
      return `${count}:${at}`;
    },
  };
}
