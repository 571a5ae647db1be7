import type { Model } from 'mongoose';
import { DatabaseUnavailableError, describeError } from '@/lib/api/errors';
import {
  blog,
  blogPreviewKeys,
  blogSummaryKeys,
  MAX_COMMENTS_PER_POST,
  review,
  teamMember,
} from '@/lib/entities';
import { BlogModel } from '@/models/blog';
import { ContactMessageModel } from '@/models/contact-message';
import { ProjectModel } from '@/models/project';
import { ReviewModel } from '@/models/review';
import { TeamMemberModel } from '@/models/team-member';
import { UserModel } from '@/models/user';
import { PreviewLinkModel, ScheduleRunModel } from '@/models/preview-link';
import { isObjectId } from './ids';
import { connectMongo } from './mongo-connection';
import { buildIndexes, explainIndexFailure } from './mongo-indexes';
import { messageRepository } from './mongo-messages';
import {
  AFTER,
  definedFields,
  mongoRepository,
  refuseTakenSlug,
  updated,
  updateReplacingImage,
  type Connect,
  type Lean,
} from './mongo-repository';
import { userRepository } from './mongo-users';
import { projectRepository } from './mongo-projects';
import { publicFilter, publishingRepository, WITHOUT_PENDING } from './mongo-publishing';
import {
  CONTENT_MODELS,
  faqRepository,
  importContentSeed,
  serviceRepository,
  settingsRepository,
} from './mongo-content';
import type { SeedData } from './seed-types';
import { shape, shapeBlog } from './shape';
import type { BlogRepository, ContactRepository, Range, Store } from './store';
import { commentsClosed, slugTaken } from './store';
import { redirectRepository } from './mongo-redirects';
import { freeSlug, slugify } from '@/lib/entities/post-slug';
import { publicPost } from '@/lib/entities/comment-moderation';
import type { BlogLink, Review, TeamMember } from '@/lib/entities';
import { commentModeration } from './mongo-comments';
import { RedirectModel } from '@/models/redirect';
import { TrashItemModel } from '@/models/trash-item';
import { mongoTrashable, trashRepository } from './mongo-trash';
import { ActivityModel } from '@/models/activity';
import { activityRepository } from './mongo-activity';

/** The list's order, newest first, and its mirror image (oldest first). */
const NEWEST = { createdAt: -1, _id: -1 } as const;
const OLDEST = { createdAt: 1, _id: 1 } as const;

/** An inclusion projection of these keys (the id comes with every document). */
const only = (keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k !== '_id').map((k) => [k, 1]));

/** A slug another post holds (the unique index `slug_1`): the admin's to change, a 400. */
const uniqueSlug = <T>(write: Promise<T>) => refuseTakenSlug(write, slugTaken);

function blogRepository(connect: Connect): BlogRepository {
  const base = mongoRepository(BlogModel, connect, shapeBlog);
  const trashable = mongoTrashable(BlogModel, connect, shapeBlog, 'blogs');

  /** A stretch of the list, newest first, with only these keys: one indexed find. */
  async function listed<T>(keys: readonly (keyof T & string)[], { skip, limit }: Range = {}) {
    await connect();
    let query = BlogModel.find(publicFilter(new Date().toISOString()), only(keys)).sort(NEWEST);
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
        ...publicFilter(new Date().toISOString()),
        $or: [
          { createdAt: { [after]: post.createdAt } },
          { createdAt: post.createdAt, _id: { [after]: post._id } },
        ],
      },
      { title: 1, slug: 1 },
    )
      .sort(order)
      .lean<Lean>();
    return doc ? shape<BlogLink>(['_id', 'title', 'slug'], doc) : null;
  }

  return {
    list: base.list,
    get: base.get,
    remove: base.remove,
    ...trashable,
    count: base.count,
    listPublished: async () => (await base.listPublished()).map(publicPost),
    dueBetween: base.dueBetween,
    async getPublished(id) {
      if (!isObjectId(id)) return null;
      await connect();
      const doc = await BlogModel.findOne(
        { _id: id, ...publicFilter(new Date().toISOString()) },
        WITHOUT_PENDING,
      ).lean<Lean>();
      return doc ? publicPost(shapeBlog(doc)) : null;
    },
    async countPublished() {
      await connect();
      return BlogModel.countDocuments(publicFilter(new Date().toISOString()));
    },
    create: ({
      title,
      slug,
      description,
      imageURL,
      author,
      status,
      publishAt,
      unpublishAt,
      commentsOpen = true,
    }) =>
      uniqueSlug(
        base.create({
          title,
          slug,
          description,
          imageURL,
          author,
          comments: [],
          commentsOpen,
          ...definedFields({ status, publishAt, unpublishAt }),
        }),
      ),
    async findBySlug(slug) {
      await connect();
      const doc = await BlogModel.findOne({ slug }).lean<Lean>();
      return doc ? shapeBlog(doc) : null;
    },
    async assignMissingSlugs() {
      await connect();
      const missing = await BlogModel.find({ slug: { $exists: false } }, { title: 1 })
        .sort(OLDEST)
        .lean<Lean[]>();
      let given = 0;
      for (const post of missing) {
        const slug = await freeSlug(
          slugify(String(post.title ?? '')),
          async (candidate) => (await BlogModel.exists({ slug: candidate })) !== null,
        );
        // Only while the post still has none: a save that gave it one meanwhile wins. No
        // timestamps: a new address is not an edit of the post (the sitemap's lastModified).
        const result = await uniqueSlug(
          BlogModel.updateOne(
            { _id: post._id, slug: { $exists: false } },
            { $set: { slug } },
            { timestamps: false },
          ),
        );
        given += result.modifiedCount;
      }
      return given;
    },
    async latest(limit) {
      await connect();
      const docs = await BlogModel.find(
        publicFilter(new Date().toISOString()),
        only(blog.keys.filter((k) => k !== 'pending')),
      )
        .sort(NEWEST)
        .limit(limit)
        .lean<Lean[]>();
      return docs.map((doc) => publicPost(shapeBlog(doc)));
    },
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
        await uniqueSlug(updateReplacingImage(BlogModel, id, update, setsImage, expected)),
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
        { $push: { comments: { status: 'published', ...input, createdAt: new Date() } } },
        { ...AFTER, timestamps: false },
      ).lean<Lean>();
      if (doc) return shapeBlog(doc);
      if (await BlogModel.exists({ _id: id })) throw commentsClosed();
      return null;
    },
    ...commentModeration(connect),
  };
}

/**
 * The longest a request waits for one store operation, retries and queueing included, before it
 * answers 503: under common serverless limits, so a stalled database gets the app's answer and not
 * the platform's 504. The driver's own `timeoutMS` would do this, but driver 7 ignores it.
 */
export const OPERATION_TIMEOUT_MS = 9_000;

/** The operation, or a DatabaseUnavailableError (a 503) once `ms` have passed without an answer. */
function withDeadline<T>(operation: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const seconds = ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
      reject(new DatabaseUnavailableError(new Error(`MongoDB did not answer within ${seconds}`)));
    }, ms);
    timer.unref?.();
  });
  return Promise.race([operation, deadline]).finally(() => clearTimeout(timer));
}

/** The repository with every method that answers a promise bounded by `ms`. */
function bounded<R extends object>(repository: R, ms: number): R {
  const methods = Object.entries(repository).map(([name, method]) => [
    name,
    (...args: unknown[]) => {
      const result: unknown = (method as (...a: unknown[]) => unknown)(...args);
      return result instanceof Promise ? withDeadline(result, ms) : result;
    },
  ]);
  return Object.fromEntries(methods) as R;
}

export interface MongoStoreOptions {
  /** Replaced only by tests that stub the driver (tests/helpers/mongo-commands.ts). */
  connect?: Connect;
  operationTimeoutMs?: number;
}

export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  readonly projects;
  readonly reviews;
  readonly team;
  readonly blogs;
  readonly users;
  readonly messages: ContactRepository;
  private readonly connect: Connect;
  /**
   * Set when an index build failed because the database could not be reached: the next
   * operation that reaches it starts the build again (in the background), on serverless
   * platforms too, where no timer runs between requests.
   */
  private indexesOwed = false;
  private indexRetry?: Promise<void>;
  readonly settings;
  readonly faqs;
  readonly services;
  readonly publishing;
  readonly redirects;
  readonly trash;
  readonly activity;
  private readonly assignMissingSlugs: () => Promise<number>;

  constructor(
    uri: string,
    {
      connect = () => connectMongo(uri),
      operationTimeoutMs = OPERATION_TIMEOUT_MS,
    }: MongoStoreOptions = {},
  ) {
    this.connect = connect;
    const reach = async () => {
      await connect();
      this.retryOwedIndexes();
    };
    const limit = <R extends object>(repository: R) => bounded(repository, operationTimeoutMs);
    this.projects = limit(projectRepository(reach));
    const shapeReview = (d: Lean) => shape<Review>(review.keys, d);
    const shapeMember = (d: Lean) => shape<TeamMember>(teamMember.keys, d);
    this.reviews = limit({
      ...mongoRepository(ReviewModel, reach, shapeReview),
      ...mongoTrashable(ReviewModel, reach, shapeReview, 'reviews'),
    });
    this.team = limit({
      ...mongoRepository(TeamMemberModel, reach, shapeMember),
      ...mongoTrashable(TeamMemberModel, reach, shapeMember, 'team'),
    });
    const blogs = blogRepository(reach);
    this.blogs = limit(blogs);
    // Unbounded: giving many old posts their slugs may take longer than one request may wait.
    this.assignMissingSlugs = blogs.assignMissingSlugs;
    this.users = limit(userRepository(reach));
    this.messages = limit(messageRepository(reach));
    this.settings = limit(settingsRepository(reach));
    this.faqs = limit(faqRepository(reach));
    this.services = limit(serviceRepository(reach));
    this.publishing = limit(publishingRepository(reach));
    this.redirects = limit(redirectRepository(reach));
    this.trash = limit(trashRepository(reach));
    this.activity = limit(activityRepository(reach));
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
      PreviewLinkModel.deleteMany({}),
      ScheduleRunModel.deleteMany({}),
      RedirectModel.deleteMany({}),
      TrashItemModel.deleteMany({}),
      ActivityModel.deleteMany({}),
      ...CONTENT_MODELS.map((m) => (m as Model<unknown>).deleteMany({})),
    ]);
  }

  async ensureIndexes() {
    try {
      await this.connect();
      // Before the unique slug index: the posts stored before slugs existed get theirs first.
      await this.assignMissingSlugs();
      await buildIndexes();
      this.indexesOwed = false;
    } catch (error) {
      this.indexesOwed = describeError(error).status === 503;
      throw error;
    }
  }

  private retryOwedIndexes() {
    if (!this.indexesOwed || this.indexRetry) return;
    this.indexRetry = this.ensureIndexes()
      .then(
        () => console.info('[store] MongoDB indexes ready.'),
        (error: unknown) => console.error(explainIndexFailure(error, '[store]')),
      )
      .finally(() => {
        this.indexRetry = undefined;
      });
  }
}
