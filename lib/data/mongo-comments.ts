import { BlogModel } from '@/models/blog';
import type { HeldComment } from '@/lib/entities';
import { isObjectId } from './ids';
import type { Connect, Lean } from './mongo-repository';
import { shapeBlog } from './shape';
import type { BlogRepository } from './store';

/** The posts holding a comment awaiting approval: the `comments.status_1` index. */
const HOLDS_PENDING = { 'comments.status': 'pending' } as const;

/**
 * The moderation reads and writes of the comments embedded in posts (lib/data/store.ts
 * BlogRepository): an address's standing, the approval queue, its count, and the queue's actions.
 */
export function commentModeration(
  connect: Connect,
): Pick<BlogRepository, 'commenterStanding' | 'heldComments' | 'countHeld' | 'moderateComments'> {
  return {
    async commenterStanding(email) {
      await connect();
      // Two indexed lookups (comments.email_1); a comment stored before moderation has no
      // status and counts as published.
      const [spam, approved] = await Promise.all([
        BlogModel.exists({ comments: { $elemMatch: { email, status: 'spam' } } }),
        BlogModel.exists({
          comments: { $elemMatch: { email, status: { $in: [null, 'published'] } } },
        }),
      ]);
      if (spam) return 'spam';
      return approved ? 'approved' : 'new';
    },
    async heldComments(limit) {
      await connect();
      // The posts holding a held comment (comments.status_1), each with its comments: at most
      // MAX_COMMENTS_PER_POST apiece, filtered and sorted here.
      const docs = await BlogModel.find(HOLDS_PENDING, { title: 1, slug: 1, comments: 1 }).lean<
        Lean[]
      >();
      const held: HeldComment[] = docs.flatMap((doc) => {
        const post = shapeBlog(doc);
        return post.comments
          .filter((c) => c.status === 'pending')
          .map((c) => ({ ...c, blogId: post._id, blogTitle: post.title, blogSlug: post.slug }));
      });
      held.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
      return held.slice(0, limit);
    },
    async countHeld() {
      await connect();
      const docs = await BlogModel.find(HOLDS_PENDING, { 'comments.status': 1 }).lean<Lean[]>();
      return docs.reduce(
        (n, doc) =>
          n + (doc.comments as { status?: string }[]).filter((c) => c.status === 'pending').length,
        0,
      );
    },
    async moderateComments(ids, action) {
      const wanted = ids.filter(isObjectId);
      if (!wanted.length) return { moderated: [], blogIds: [] };
      await connect();
      const heldHere = { _id: { $in: wanted }, status: 'pending' };
      const docs = await BlogModel.find(
        { comments: { $elemMatch: heldHere } },
        { 'comments._id': 1, 'comments.status': 1 },
      ).lean<Lean[]>();
      const wantedSet = new Set(wanted.map((id) => id.toLowerCase()));
      const moderated = docs.flatMap((doc) =>
        (doc.comments as { _id: unknown; status?: string }[])
          .filter((c) => c.status === 'pending' && wantedSet.has(String(c._id)))
          .map((c) => String(c._id)),
      );
      if (!moderated.length) return { moderated: [], blogIds: [] };
      // One write over the posts; the held status is part of it, so a comment another admin
      // handled since the read above is not handled again. No timestamps: not an edit of a post.
      const filter = { comments: { $elemMatch: heldHere } };
      if (action === 'reject') {
        await BlogModel.updateMany(
          filter,
          { $pull: { comments: heldHere } },
          { timestamps: false },
        );
      } else {
        await BlogModel.updateMany(
          filter,
          { $set: { 'comments.$[held].status': action === 'approve' ? 'published' : 'spam' } },
          {
            arrayFilters: [{ 'held._id': { $in: wanted }, 'held.status': 'pending' }],
            timestamps: false,
          },
        );
      }
      return { moderated, blogIds: docs.map((doc) => String(doc._id)) };
    },
  };
}
