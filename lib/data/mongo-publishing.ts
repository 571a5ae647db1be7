import { previewLinkKeys, type PreviewLink } from '@/lib/entities';
import { PreviewLinkModel, ScheduleRunModel } from '@/models/preview-link';
import { isObjectId } from './ids';
import type { Connect, Lean } from './mongo-repository';
import { shape } from './shape';
import type { PublishingRepository } from './store';

/**
 * What visitors may see at `now` (an ISO string), as a filter: not a draft, no publish time
 * ahead, no unpublish time passed. A missing field matches as null, so records stored before
 * drafts existed are public. The status range is three points of the
 * `status_1_createdAt_-1__id_-1` index (models/publishing.ts), read in the lists' order.
 */
export function publicFilter(now: string) {
  return {
    status: { $in: [null, 'published' as const, 'scheduled' as const] },
    publishAt: { $not: { $gt: now } },
    unpublishAt: { $not: { $lte: now } },
  };
}

/** Records with a publish or unpublish time in (after, until]: one sparse index per branch. */
export function dueFilter(after: string, until: string) {
  return {
    $or: [{ publishAt: { $gt: after, $lte: until } }, { unpublishAt: { $gt: after, $lte: until } }],
  };
}

/** The public reads never answer a post's pending changes. */
export const WITHOUT_PENDING = { pending: 0 } as const;

/** The one document the scheduler's last run is kept in. */
const RUN_ID = 'publishing';

const toLink = (doc: Lean): PreviewLink =>
  shape<PreviewLink>(previewLinkKeys, { ...doc, revokedAt: doc.revokedAt ?? null });

export function publishingRepository(connect: Connect): PublishingRepository {
  return {
    async createPreview(input) {
      await connect();
      const doc = await new PreviewLinkModel({ ...input, revokedAt: null }).save();
      return toLink(doc.toObject() as Lean);
    },
    async getPreview(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await PreviewLinkModel.findById(id).lean<Lean>();
      return doc ? toLink(doc) : null;
    },
    async listPreviews(blogId) {
      if (!isObjectId(blogId)) return [];
      await connect();
      const docs = await PreviewLinkModel.find({ blogId }).sort({ createdAt: -1 }).lean<Lean[]>();
      return docs.map(toLink);
    },
    async revokePreview(id, at) {
      if (!isObjectId(id)) return null;
      await connect();
      // Only an unrevoked link takes the time: a second revoke keeps the first.
      await PreviewLinkModel.updateOne({ _id: id, revokedAt: null }, { $set: { revokedAt: at } });
      const doc = await PreviewLinkModel.findById(id).lean<Lean>();
      return doc ? toLink(doc) : null;
    },
    async markRun(at) {
      await connect();
      // $max keeps the latest time when runs overlap; the document before the write names the
      // run before this one.
      const before = await ScheduleRunModel.findOneAndUpdate(
        { _id: RUN_ID },
        { $max: { lastRunAt: at } },
        { upsert: true, returnDocument: 'before' },
      ).lean<{ lastRunAt?: string }>();
      return before?.lastRunAt ?? null;
    },
  };
}
