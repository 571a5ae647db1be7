import { Types, type Model } from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import {
  blogPreviewKeys,
  blogSummaryKeys,
  MAX_COMMENTS_PER_POST,
  project,
  review,
  teamMember,
  user,
} from '@/lib/entities';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { ProjectModel } from '@/models/project';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { NEWEST_FIRST } from '@/models/indexes';
import { USERNAME_COLLATION, UserModel, type UserDoc } from '@/models/user';
import { isObjectId } from './ids';
import { connectMongo } from './mongo-connection';
import {
  CONTENT_MODELS,
  faqRepository,
  importContentSeed,
  serviceRepository,
  settingsRepository,
} from './mongo-content';
import { buildIndexes } from './mongo-indexes';
import type { SeedData } from './seed-types';
import { shape, shapeBlog, shapeContactMessage } from './shape';
import type {
  BlogRepository,
  ContactRepository,
  Range,
  Repository,
  Store,
  Expected,
  Updated,
  UserRepository,
} from './store';
import { commentsClosed } from './store';
import type { ContactNotification, Role, User, UserWithHash } from '@/lib/entities';

type Lean = Record<string, unknown> & { _id: unknown };
type Connect = () => Promise<unknown>;

/** findOneAndUpdate answers the document as this update left it, validated like a create. */
const AFTER = { returnDocument: 'after', runValidators: true } as const;

/**
 * An image update that keeps losing its race this many times in a row gives up with a 409
 * rather than loop: each lost round means another update of the same record's image landed.
 */
const IMAGE_UPDATE_ATTEMPTS = 25;

const definedFields = (patch: object) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));

/**
 * One findOneAndUpdate of the record. When the update sets a new image, it only applies while
 * the stored image is still the one read just before it, and reads again if another update
 * replaced the image in between: so the answer names the one image this update overwrote.
 *
 * With `expected`, the filter holds those values too, and the image they name is the one
 * replaced: a miss is 'changed' while the record exists (null once it is gone).
 */
async function updateReplacingImage<D>(
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
function updated<T>(
  result: Awaited<ReturnType<typeof updateReplacingImage>>,
  map: (doc: Lean) => T,
): Updated<T> | 'changed' | null {
  if (result === null || result === 'changed') return result;
  return { record: map(result.doc), replacedImageURL: result.replacedImageURL };
}

function mongoRepository<D, T>(
  m: Model<D>,
  connect: Connect,
  map: (doc: Lean) => T,
): Repository<T, Partial<T>> {
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
  };
}

/** The list's order, newest first, and its mirror image (oldest first). */
const NEWEST = { createdAt: -1, _id: -1 } as const;
const OLDEST = { createdAt: 1, _id: 1 } as const;

/** An inclusion projection of these keys (the id comes with every document). */
const only = (keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k !== '_id').map((k) => [k, 1]));

function blogRepository(connect: Connect): BlogRepository {
  const base = mongoRepository(BlogModel, connect, shapeBlog);

  /** A stretch of the list, newest first, with only these keys: one indexed find. */
  async function listed<T>(keys: readonly (keyof T & string)[], { skip, limit }: Range = {}) {
    await connect();
    let query = BlogModel.find({}, only(keys)).sort(NEWEST);
    if (skip) query = query.skip(skip);
    if (limit !== undefined) query = query.limit(limit);
    const docs = await query.lean<Lean[]>();
    return docs.map((doc) => shape<T>(keys, doc));
  }

  /**
   * The nearest post on one side of this one in list order: a strictly newer createdAt, or the
   * same createdAt and a greater id (newer side); the mirror image on the older side. The sort
   * puts the nearest first, and the NEWEST_FIRST index serves it in either direction.
   */
  async function nearest(post: { _id: string; createdAt: string }, side: 'newer' | 'older') {
    const [after, order] =
      side === 'newer' ? (['$gt', OLDEST] as const) : (['$lt', NEWEST] as const);
    const doc = await BlogModel.findOne(
      {
        $or: [
          { createdAt: { [after]: post.createdAt } },
          { createdAt: post.createdAt, _id: { [after]: post._id } },
        ],
      },
      { title: 1 },
    )
      .sort(order)
      .lean<Lean>();
    return doc ? { _id: String(doc._id), title: doc.title as string } : null;
  }

  return {
    list: base.list,
    get: base.get,
    remove: base.remove,
    count: base.count,
    create: ({ title, description, imageURL, author }) =>
      base.create({ title, description, imageURL, author, comments: [] }),
    summaries: (range) => listed(blogSummaryKeys, range),
    previews: (range) => listed(blogPreviewKeys, range),
    async neighbours(post) {
      if (!isObjectId(post._id)) return { previous: null, next: null };
      await connect();
      const [previous, next] = await Promise.all([nearest(post, 'newer'), nearest(post, 'older')]);
      return { previous, next };
    },
    async update(id, { removeCommentIds, ...patch }, expected) {
      if (!isObjectId(id)) return null;
      await connect();
      const defined = definedFields(patch);
      const update: Record<string, unknown> = { $set: defined };
      const remove = (removeCommentIds ?? []).filter(isObjectId);
      // One update document: the field changes and the removals land together, or not at all.
      if (remove.length > 0) update.$pull = { comments: { _id: { $in: remove } } };
      const setsImage = 'imageURL' in defined;
      return updated(
        await updateReplacingImage(BlogModel, id, update, setsImage, expected),
        shapeBlog,
      );
    },
    async addComment(id, input) {
      if (!isObjectId(id)) return null;
      await connect();
      // One atomic write: $push never overwrites a concurrent comment, and the filter only
      // matches while the post has room, so concurrent comments can never pass the cap.
      // No timestamps: a comment is not an edit of the post (the sitemap's lastModified).
      const doc = await BlogModel.findOneAndUpdate(
        { _id: id, [`comments.${MAX_COMMENTS_PER_POST - 1}`]: { $exists: false } },
        { $push: { comments: { ...input, createdAt: new Date() } } },
        { ...AFTER, timestamps: false },
      ).lean<Lean>();
      if (doc) return shapeBlog(doc);
      if (await BlogModel.exists({ _id: id })) throw commentsClosed();
      return null;
    },
  };
}

/** Every character a regular expression gives a meaning to, for a search taken literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The filter of a message search: the text anywhere in the name, email, subject or message,
 * letter case aside, taken literally (a visitor's `.*` is two characters, never a pattern).
 */
function messageFilter(query = ''): Record<string, unknown> {
  const text = query.trim();
  if (!text) return {};
  const contains = { $regex: escapeRegex(text), $options: 'i' };
  return { $or: ['name', 'email', 'subject', 'message'].map((key) => ({ [key]: contains })) };
}

/** The notification as stored: its time a real date. */
function notificationDoc({ state, at, error }: ContactNotification) {
  return {
    state,
    ...(at === undefined ? {} : { at: new Date(at) }),
    ...(error === undefined ? {} : { error }),
  };
}

function messageRepository(connect: Connect): ContactRepository {
  const M = ContactMessageModel;
  const base = mongoRepository(M, connect, shapeContactMessage);
  /** One findOneAndUpdate; a flag or a notification is not an edit of the visitor's fields. */
  const set = async (id: string, fields: Record<string, unknown>) => {
    if (!isObjectId(id)) return null;
    await connect();
    const doc = await M.findOneAndUpdate({ _id: id }, { $set: fields }, AFTER).lean<Lean>();
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
    setNotification: (id, notification) => set(id, { notification: notificationDoc(notification) }),
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

/**
 * A removal claim older than this no longer counts (a request that died between its claim and
 * its delete): far longer than any request lives, so a live claim is never taken for stale.
 */
const REMOVAL_CLAIM_TTL_MS = 5 * 60_000;

function userRepository(connect: Connect): UserRepository {
  // Neither the hash nor the session version ever leaves the store (user.keys has neither).
  const toUser = (doc: object) => shape<User>(user.keys, doc);
  const versionOf = (doc: { sessionVersion?: unknown } | null) =>
    doc ? Number(doc.sessionVersion ?? 0) : null;
  const duplicate = (error: unknown) =>
    (error as { code?: unknown }).code === 11000
      ? new ApiError(409, 'That username is already taken!')
      : error;
  return {
    async list() {
      await connect();
      const docs = await UserModel.find().sort({ createdAt: -1, _id: -1 }).lean<Lean[]>();
      return docs.map(toUser);
    },
    async get(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findById(id).lean<Lean>();
      return doc ? toUser(doc) : null;
    },
    async findForLogin(username) {
      await connect();
      const doc = await UserModel.findOne({ username })
        .collation(USERNAME_COLLATION)
        .select('+password')
        .lean<Lean & { password: string }>();
      if (!doc) return null;
      return { ...toUser(doc), passwordHash: doc.password } satisfies UserWithHash;
    },
    async create({ passwordHash, ...input }) {
      await connect();
      try {
        const doc = await UserModel.create({ ...input, password: passwordHash });
        return toUser(doc.toObject());
      } catch (error) {
        throw duplicate(error);
      }
    },
    async upsertByUsername({ passwordHash, ...input }) {
      await connect();
      const doc = await UserModel.findOneAndUpdate(
        { username: input.username },
        { $set: { ...input, password: passwordHash } satisfies Partial<UserDoc> },
        { upsert: true, returnDocument: 'after', collation: USERNAME_COLLATION },
      ).lean<Lean>();
      return toUser(doc!);
    },
    async remove(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findByIdAndDelete(id).lean<Lean>();
      return doc ? toUser(doc) : null;
    },
    /**
     * Without transactions (a standalone mongod has none), the guard claims, checks, then
     * deletes: the target is marked as being removed, and it is deleted only if some other admin
     * carries no such mark. Of two admins removing each other at once, whichever checks last
     * sees the other's mark and stops, so at least one admin always stays; at worst both stop
     * and both get a 409. A check after a plain delete would instead leave a moment with no
     * admin at all, and none for good if the process died before putting the account back.
     */
    async removeUnlessLastAdmin(id) {
      if (!isObjectId(id)) return null;
      await connect();
      // Anyone but an admin goes at once: the filter makes the role check and the delete one write.
      const user = await UserModel.findOneAndDelete({
        _id: id,
        role: { $ne: 'admin' },
      }).lean<Lean>();
      if (user) return toUser(user);
      const claim = { token: new Types.ObjectId(), at: new Date() };
      const claimed = await UserModel.findOneAndUpdate(
        { _id: id },
        { $push: { removals: claim } },
        { returnDocument: 'after', timestamps: false },
      ).lean<Lean>();
      if (!claimed) return null;
      if (claimed.role === 'admin') {
        const others = await UserModel.countDocuments({
          _id: { $ne: id },
          role: 'admin',
          'removals.at': { $not: { $gt: new Date(Date.now() - REMOVAL_CLAIM_TTL_MS) } },
        });
        if (others === 0) {
          await UserModel.updateOne(
            { _id: id },
            { $pull: { removals: { token: claim.token } } },
            { timestamps: false },
          );
          return 'last-admin';
        }
      }
      const removed = await UserModel.findOneAndDelete({ _id: id }).lean<Lean>();
      return removed ? toUser(removed) : null;
    },
    async count() {
      await connect();
      return UserModel.countDocuments();
    },
    async countByRole(role: Role) {
      await connect();
      return UserModel.countDocuments({ role });
    },
    async getSession(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findById(id)
        .select('+sessionVersion')
        .lean<Lean & { sessionVersion?: number }>();
      return doc ? { user: toUser(doc), sessionVersion: versionOf(doc)! } : null;
    },
    async bumpSessionVersion(id) {
      if (!isObjectId(id)) return null;
      await connect();
      // $inc is atomic; signing out is not an edit of the account, so updatedAt stays.
      const doc = await UserModel.findByIdAndUpdate(
        id,
        { $inc: { sessionVersion: 1 } },
        { returnDocument: 'after', timestamps: false, projection: { sessionVersion: 1 } },
      ).lean<{ sessionVersion?: number }>();
      return versionOf(doc);
    },
    async setPassword(id, passwordHash) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findByIdAndUpdate(
        id,
        { $set: { password: passwordHash }, $inc: { sessionVersion: 1 } },
        { returnDocument: 'after', runValidators: true, projection: { sessionVersion: 1 } },
      ).lean<{ sessionVersion?: number }>();
      return versionOf(doc);
    },
  };
}

export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  readonly projects;
  readonly reviews;
  readonly team;
  readonly blogs;
  readonly users;
  readonly messages: ContactRepository;
  readonly settings;
  readonly faqs;
  readonly services;

  /** `connect` is replaced only by tests that stub the driver (tests/helpers/mongo-commands.ts). */
  constructor(
    uri: string,
    private readonly connect: Connect = () => connectMongo(uri),
  ) {
    this.projects = mongoRepository(ProjectModel, connect, (d) => shape(project.keys, d));
    this.reviews = mongoRepository(ReviewModel, connect, (d) => shape(review.keys, d));
    this.team = mongoRepository(TeamMemberModel, connect, (d) => shape(teamMember.keys, d));
    this.blogs = blogRepository(connect);
    this.users = userRepository(connect);
    this.messages = messageRepository(connect);
    this.settings = settingsRepository(connect);
    this.faqs = faqRepository(connect);
    this.services = serviceRepository(connect);
  }

  async importSeed(data: SeedData) {
    await this.connect();
    const insertMissing = async <D>(
      model: Model<D>,
      records: { _id: string; createdAt: string }[],
      stampUpdatedAt: boolean,
    ) => {
      if (records.length === 0) return;
      await model.bulkWrite(
        records.map((record) => ({
          updateOne: {
            filter: { _id: record._id },
            update: {
              $setOnInsert: stampUpdatedAt ? { ...record, updatedAt: record.createdAt } : record,
            },
            upsert: true,
          },
        })),
        // Seed documents carry their own timestamps.
        { timestamps: false } as never,
      );
    };
    await insertMissing(ProjectModel, data.projects, true);
    await insertMissing(ReviewModel, data.reviews, true);
    await insertMissing(TeamMemberModel, data.team, true);
    await insertMissing(BlogModel, data.blogs, true);
    await insertMissing(ContactMessageModel, data.messages, false);
    await importContentSeed(data);
  }

  async clear() {
    await this.connect();
    await Promise.all([
      ProjectModel.deleteMany({}),
      ReviewModel.deleteMany({}),
      TeamMemberModel.deleteMany({}),
      BlogModel.deleteMany({}),
      ContactMessageModel.deleteMany({}),
      UserModel.deleteMany({}),
      ...CONTENT_MODELS.map((m) => (m as Model<unknown>).deleteMany({})),
    ]);
  }

  async ensureIndexes() {
    await this.connect();
    await buildIndexes();
  }
}
