import type { ContactNotification } from '@/lib/entities';
import { ContactMessageModel } from '@/models/contact-message';
import { NEWEST_FIRST } from '@/models/indexes';
import { isObjectId } from './ids';
import { AFTER, mongoRepository, type Connect, type Lean } from './mongo-repository';
import { searchTerm } from './search';
import { shapeContactMessage } from './shape';
import type { ContactRepository } from './store';

/** Every character a regular expression gives a meaning to, for a search taken literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The filter of a message search: the text anywhere in the name, email, subject or message,
 * letter case aside, taken literally (a visitor's `.*` is two characters, never a pattern).
 */
function messageFilter(query?: string): Record<string, unknown> {
  const text = searchTerm(query);
  if (!text) return {};
  const contains = { $regex: escapeRegex(text), $options: 'i' };
  return { $or: ['name', 'email', 'subject', 'message'].map((key) => ({ [key]: contains })) };
}

/** How many messages a stream reads from the server at a time. */
const STREAM_BATCH = 200;

/** The notification as stored: its time a real date. */
function notificationDoc({ state, at, error }: ContactNotification) {
  return {
    state,
    ...(at === undefined ? {} : { at: new Date(at) }),
    ...(error === undefined ? {} : { error }),
  };
}

export function messageRepository(connect: Connect): ContactRepository {
  const M = ContactMessageModel;
  const base = mongoRepository(M, connect, shapeContactMessage);
  /** One findOneAndUpdate; a flag or a notification is not an edit of the visitor's fields. */
  const set = async (id: string, fields: Record<string, unknown>, only = {}) => {
    if (!isObjectId(id)) return null;
    await connect();
    const filter = { _id: id, ...only };
    const doc = await M.findOneAndUpdate(filter, { $set: fields }, AFTER).lean<Lean>();
    return doc ? shapeContactMessage(doc) : null;
  };
  return {
    get: base.get,
    remove: base.remove,
    async list({ query, skip = 0, limit } = {}) {
      await connect();
      let find = M.find(messageFilter(query)).sort(NEWEST_FIRST);
      if (skip > 0) find = find.skip(skip);
      if (limit !== undefined) find = find.limit(limit);
      const docs = await find.lean<Lean[]>();
      return docs.map(shapeContactMessage);
    },
    async *stream(query) {
      await connect();
      const cursor = M.find(messageFilter(query))
        .sort(NEWEST_FIRST)
        .batchSize(STREAM_BATCH)
        .lean<Lean>()
        .cursor();
      try {
        for await (const doc of cursor) yield shapeContactMessage(doc);
      } finally {
        await cursor.close();
      }
    },
    async count(query) {
      await connect();
      return M.countDocuments(messageFilter(query));
    },
    async countNew() {
      await connect();
      // Messages stored before the flag existed have none: they are new too.
      return M.countDocuments({ handled: { $ne: true } });
    },
    async create({ notification, ...input }) {
      await connect();
      const doc = await new M({
        ...input,
        handled: false,
        notification: notificationDoc(notification),
      }).save();
      return shapeContactMessage(doc.toObject() as Lean);
    },
    setHandled: (id, handled) => set(id, { handled }),
    setNotification: (id, notification, heldSince) =>
      set(
        id,
        { notification: notificationDoc(notification) },
        // The claim is the pending state since that time: a later claim changed the time.
        heldSince === undefined
          ? {}
          : { 'notification.state': 'pending', 'notification.at': new Date(heldSince) },
      ),
    async claimNotification(id, { at, staleBefore }) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await M.findOneAndUpdate(
        {
          _id: id,
          // Not pending, or pending since before staleBefore (or since an unknown time).
          $or: [
            { 'notification.state': { $ne: 'pending' } },
            { 'notification.at': { $not: { $gt: new Date(staleBefore) } } },
          ],
        },
        { $set: { notification: notificationDoc({ state: 'pending', at }) } },
        AFTER,
      ).lean<Lean>();
      return doc ? shapeContactMessage(doc) : null;
    },
  };
}
