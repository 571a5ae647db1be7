import type { Model } from 'mongoose';
import { ApiError } from '@/lib/api/errors';
import { BlogModel, type BlogDoc, type CommentDoc } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { ProjectModel } from '@/models/project';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { USERNAME_COLLATION, UserModel, type UserDoc } from '@/models/user';
import { isObjectId } from './ids';
import { connectMongo } from './mongo-connection';
import type { SeedData } from './seed-types';
import type { BlogRepository, ContactRepository, Repository, Store, UserRepository } from './store';
import type {
  Blog,
  BlogComment,
  ContactMessage,
  Project,
  Review,
  Role,
  TeamMember,
  User,
  UserWithHash,
} from './types';

type Lean = Record<string, unknown> & { _id: unknown };

/** A lean document as the app's plain shape: string ids, ISO dates, no driver internals. */
function plain<T>(doc: Lean): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key === '__v' || key === 'password') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  out._id = String(doc._id);
  return out as T;
}

function plainBlog(doc: Lean & { comments?: CommentDoc[] }): Blog {
  const blog = plain<Blog>(doc);
  blog.comments = (doc.comments ?? []).map((c) => plain<BlogComment>(c as unknown as Lean));
  return blog;
}

type Connect = () => Promise<unknown>;

function mongoRepository<T, Input>(
  model: Model<never>,
  connect: Connect,
  map: (doc: Lean) => T = plain,
): Repository<T, Input> {
  const m = model as unknown as Model<Record<string, unknown>>;
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
      const doc = await m.create(input as Record<string, unknown>);
      return map(doc.toObject() as Lean);
    },
    async update(id, patch) {
      if (!isObjectId(id)) return null;
      await connect();
      const defined = Object.fromEntries(
        Object.entries(patch as Record<string, unknown>).filter(([, v]) => v !== undefined),
      );
      const doc = await m
        .findByIdAndUpdate(id, { $set: defined }, { new: true, runValidators: true })
        .lean<Lean>();
      return doc ? map(doc) : null;
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

function blogRepository(connect: Connect): BlogRepository {
  const base = mongoRepository<Blog, Partial<BlogDoc>>(BlogModel as never, connect, plainBlog);
  return {
    list: base.list,
    get: base.get,
    remove: base.remove,
    count: base.count,
    create: (input) => base.create({ ...input, comments: [] }),
    async update(id, { patch, keepCommentIds, loadedAt }) {
      if (!isObjectId(id)) return null;
      await connect();
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const update: Record<string, unknown> = { $set: defined };
      if (keepCommentIds) {
        const removable: Record<string, unknown> = {
          _id: { $nin: keepCommentIds.filter(isObjectId) },
        };
        if (loadedAt) removable.createdAt = { $lte: loadedAt };
        update.$pull = { comments: removable };
      }
      // One update document: the field changes and the removals land together, or not at all.
      const doc = await BlogModel.findByIdAndUpdate(id, update, {
        new: true,
        runValidators: true,
      }).lean<Lean & { comments: CommentDoc[] }>();
      return doc ? plainBlog(doc) : null;
    },
    async addComment(id, input) {
      if (!isObjectId(id)) return null;
      await connect();
      // $push is atomic: concurrent comments never overwrite one another.
      const doc = await BlogModel.findByIdAndUpdate(
        id,
        { $push: { comments: { ...input, createdAt: new Date() } } },
        { new: true, runValidators: true },
      ).lean<Lean & { comments: CommentDoc[] }>();
      return doc ? plainBlog(doc) : null;
    },
  };
}

function userRepository(connect: Connect): UserRepository {
  // Neither the hash nor the session version ever leaves the store.
  const toUser = (doc: Lean) => {
    const { sessionVersion: _version, ...user } = plain<User & { sessionVersion?: number }>(doc);
    void _version;
    return user;
  };
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
        return toUser(doc.toObject() as unknown as Lean);
      } catch (error) {
        throw duplicate(error);
      }
    },
    async upsertByUsername({ passwordHash, ...input }) {
      await connect();
      const doc = await UserModel.findOneAndUpdate(
        { username: input.username },
        { $set: { ...input, password: passwordHash } satisfies Partial<UserDoc> },
        { upsert: true, new: true, collation: USERNAME_COLLATION },
      ).lean<Lean>();
      return toUser(doc!);
    },
    async remove(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await UserModel.findByIdAndDelete(id).lean<Lean>();
      return doc ? toUser(doc) : null;
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
  private readonly connect: Connect;
  readonly projects;
  readonly reviews;
  readonly team;
  readonly blogs;
  readonly users;
  readonly messages: ContactRepository;

  constructor(uri: string) {
    this.connect = () => connectMongo(uri);
    this.projects = mongoRepository<Project, Omit<Project, '_id'>>(
      ProjectModel as never,
      this.connect,
    );
    this.reviews = mongoRepository<Review, Omit<Review, '_id'>>(ReviewModel as never, this.connect);
    this.team = mongoRepository<TeamMember, Omit<TeamMember, '_id'>>(
      TeamMemberModel as never,
      this.connect,
    );
    this.blogs = blogRepository(this.connect);
    this.users = userRepository(this.connect);
    this.messages = mongoRepository<ContactMessage, Omit<ContactMessage, '_id'>>(
      ContactMessageModel as never,
      this.connect,
    );
  }

  async importSeed(data: SeedData) {
    await this.connect();
    const insertMissing = async (model: Model<never>, records: { _id: string }[]) => {
      if (records.length === 0) return;
      await (model as unknown as Model<Record<string, unknown>>).bulkWrite(
        records.map((record) => ({
          updateOne: {
            filter: { _id: record._id },
            update: {
              $setOnInsert: { ...record, updatedAt: (record as { createdAt?: string }).createdAt },
            },
            upsert: true,
          },
        })),
        // Seed documents carry their own timestamps.
        { timestamps: false } as never,
      );
    };
    await insertMissing(ProjectModel as never, data.projects);
    await insertMissing(ReviewModel as never, data.reviews);
    await insertMissing(TeamMemberModel as never, data.team);
    await insertMissing(BlogModel as never, data.blogs);
    await insertMissing(ContactMessageModel as never, data.messages);
  }

  async clear() {
    await this.connect();
    await Promise.all(
      [ProjectModel, ReviewModel, TeamMemberModel, BlogModel, ContactMessageModel, UserModel].map(
        (m) => (m as unknown as Model<unknown>).deleteMany({}),
      ),
    );
  }
}
