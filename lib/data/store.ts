import { ApiError } from '@/lib/api/errors';
import { COMMENTS_CLOSED, POST_SLUG_TAKEN } from '@/lib/entities';
import type { FaqRepository, ServiceRepository, SettingsRepository } from './content-store';
import type { ActivityRepository } from './activity-store';
import type { RedirectRepository } from './redirect-store';
import type { SeedData } from './seed-types';
import type {
  Blog,
  BlogInput,
  BlogLink,
  BlogPreview,
  BlogSummary,
  CommenterStanding,
  CommentInput,
  CommentStatus,
  ContactMessage,
  HeldComment,
  ModerationAction,
  ContactNotification,
  Deleter,
  NewContactMessage,
  PreviewLink,
  Project,
  PublicBlog,
  ProjectInput,
  Review,
  ReviewInput,
  Role,
  TrashItem,
  TeamMember,
  TeamMemberInput,
  User,
  UserInput,
  UserWithHash,
} from '@/lib/entities';

/**
 * The one interface pages, route handlers and scripts use for data. Every method answers plain
 * objects; an id that is unknown or malformed answers null, never throws.
 */
export interface Repository<T, Input, Patch = Partial<Input>> extends Trashable<T> {
  /** Newest first. */
  list(): Promise<T[]>;
  get(id: string): Promise<T | null>;
  create(input: Input): Promise<T>;
  /**
   * Sets the given fields in one atomic write; null when there is no such record. With `expected`,
   * the write applies only while the record still holds those values, checked in the same atomic
   * step: 'changed' when it no longer does (someone else's update landed since they were read).
   */
  update(id: string, patch: Patch, expected?: Expected): Promise<Updated<T> | 'changed' | null>;
  /** The removed record, or null when there was none. */
  remove(id: string): Promise<T | null>;
  count(): Promise<number>;
  /** What visitors may see now (lib/entities/publishing.ts), newest first, without drafts of edits. */
  listPublished(): Promise<T[]>;
  /** How many records go live or leave the site at a time in (after, until]: ISO strings. */
  dueBetween(after: string, until: string): Promise<number>;
}

/**
 * A collection whose deletes go to the Trash (lib/entities/trash.ts). Both moves keep the
 * record whole somewhere at every moment: the copy is written before the original goes.
 */
export interface Trashable<T> {
  /**
   * Adds the record to the Trash, then removes it from its collection: the trash item, or null
   * when there is no such record (and then the Trash holds nothing of it).
   */
  moveToTrash(id: string, deletedBy: Deleter): Promise<TrashItem | null>;
  /**
   * Puts the item's record back under its own id, with its own stamps, then removes the item
   * from the Trash. Ordered content (FAQs, services, featured projects) takes its old place, or
   * the last one. A 409 ApiError, and
   * nothing changes, when a record with the id exists or another record took its address.
   */
  restore(item: TrashItem): Promise<T>;
}

/** The Trash itself: items newest first; purging answers what it removed. */
export interface TrashRepository {
  add(item: Omit<TrashItem, '_id'>): Promise<TrashItem>;
  /** Newest first (deletedAt, then the id). */
  list(): Promise<TrashItem[]>;
  get(id: string): Promise<TrashItem | null>;
  remove(id: string): Promise<TrashItem | null>;
  /** Removes every item deleted before `iso` and answers them (their images are the caller's). */
  purgeBefore(iso: string): Promise<TrashItem[]>;
}

/**
 * The values an update expects the record to hold (a missing field: null), among them its image:
 * when the update sets a new one, that is the image it replaces.
 */
export type Expected = { imageURL: string } & Record<
  string,
  string | number | boolean | null | readonly unknown[]
>;

/** What an update answers: the record as it left it, and the image it replaced. */
export interface Updated<T> {
  record: T;
  /**
   * The imageURL this very update overwrote, when it set a new one: under concurrent updates it
   * is the image this update replaced, not the one some earlier read saw, so deleting exactly
   * this file leaves none orphaned and none that a record still shows.
   */
  replacedImageURL?: string;
}

/** Projects, and the home page's order of the featured ones. */
export interface ProjectRepository extends Repository<Project, ProjectInput> {
  /**
   * Moves a featured project to `position` (from 0) among the featured projects in the admins'
   * order, renumbering them from 0 without changing their updatedAt; null when no featured
   * project has the id.
   */
  move(id: string, position: number): Promise<Project | null>;
}

/** A post's changes: its fields, and comment moderation, landing in one atomic write. */
export type BlogPatch = Partial<BlogInput> & {
  /** The ids of the comments to remove. Unknown ids are ignored. */
  removeCommentIds?: string[];
};

/** A stretch of a newest-first list: from the `skip`th record, at most `limit` of them. */
export interface Range {
  skip?: number;
  limit?: number;
}

/**
 * Every read of posts below but `get`, `list` and `count` answers only what visitors may see now:
 * drafts, posts scheduled ahead and posts past their unpublish time are left out.
 */
export interface BlogRepository extends Omit<
  Repository<Blog, BlogInput, BlogPatch>,
  'listPublished'
> {
  /** What visitors may see now, newest first: each post as publicPost() shows it. */
  listPublished(): Promise<PublicBlog[]>;
  /**
   * The post if visitors may see it now, as publicPost() shows it (no pending changes, only
   * published comments, no emails); else null.
   */
  getPublished(id: string): Promise<PublicBlog | null>;
  /** How many posts visitors may see now: the blog list's page count. */
  countPublished(): Promise<number>;
  /** Newest first, in list order, without text or comments; every post unless a range is given. */
  summaries(range?: Range): Promise<BlogSummary[]>;
  /** The newest `limit` posts whole, as `listPublished()` answers them: sorted and cut by the store. */
  latest(limit: number): Promise<PublicBlog[]>;
  /** Newest first, in list order, without comments: the posts a page of cards or the feed shows. */
  previews(range: Range & { limit: number }): Promise<BlogPreview[]>;
  /**
   * The posts just before (newer) and just after (older) this one in list order: createdAt
   * descending, the id breaking ties as the list does. Null at either end.
   */
  neighbours(post: Pick<Blog, '_id' | 'createdAt'>): Promise<{
    previous: BlogLink | null;
    next: BlogLink | null;
  }>;
  /**
   * Appends one comment atomically, with its status (published unless given), without changing the post's updatedAt (a visitor's comment
   * is not an edit of the post); null when the blog does not exist. Throws a 409 ApiError when
   * the post already holds MAX_COMMENTS_PER_POST comments.
   */
  addComment(id: string, input: CommentInput & { status?: CommentStatus }): Promise<Blog | null>;
  /**
   * What the address (compared as stored: lowercased) has done before on any post: 'spam' when
   * one of its comments is marked spam, else 'approved' when one is published, else 'new'.
   */
  commenterStanding(email: string): Promise<CommenterStanding>;
  /** The comments awaiting approval on every post, oldest first, at most `limit`. */
  heldComments(limit: number): Promise<HeldComment[]>;
  /** How many comments await approval on every post: the panel header's count. */
  countHeld(): Promise<number>;
  /**
   * Approves, marks as spam or deletes (reject) each of these comments that is awaiting
   * approval; any other id is left alone. The write itself checks the status, so a comment
   * another admin handled meanwhile is not handled twice. Answers the ids it found held and the
   * posts they are on; no post's updatedAt changes (moderation is not an edit of the post).
   */
  moderateComments(
    ids: string[],
    action: ModerationAction,
  ): Promise<{ moderated: string[]; blogIds: string[] }>;
  /**
   * The post at this slug (exactly as stored: slugs are lowercase), or null. Creates and updates
   * refuse a slug another post has with a 400 ApiError, checked in the write itself.
   */
  findBySlug(slug: string): Promise<Blog | null>;
  /**
   * Gives every post stored without a slug the one its title suggests (numbered when taken),
   * without changing its updatedAt; answers how many it gave. Run before the slug index is built.
   */
  assignMissingSlugs(): Promise<number>;
}

export interface UserRepository {
  list(): Promise<User[]>;
  get(id: string): Promise<User | null>;
  findForLogin(username: string): Promise<UserWithHash | null>;
  /** Throws a 409 ApiError when the username is taken. */
  create(input: UserInput): Promise<User>;
  /** Creates the user, or resets the password and role of the existing one (seeding). */
  upsertByUsername(input: UserInput): Promise<User>;
  remove(id: string): Promise<User | null>;
  /**
   * Removes the user unless that would leave no admin: 'last-admin' then, and nothing changes.
   * Holds under concurrent calls: two admins removing each other at once never leave zero.
   * null when there is no such user.
   */
  removeUnlessLastAdmin(id: string): Promise<User | 'last-admin' | null>;
  /**
   * Gives the user this role unless that would leave no admin: 'last-admin' then, and nothing
   * changes. Holds under concurrent calls, with removals too. null when there is no such user.
   */
  setRoleUnlessLastAdmin(id: string, role: Role): Promise<User | 'last-admin' | null>;
  count(): Promise<number>;
  countByRole(role: Role): Promise<number>;
  /**
   * The user with the session version their session tokens must carry; a user stored before
   * versions existed is at version 0. Null when there is no such user.
   */
  getSession(id: string): Promise<{ user: User; sessionVersion: number } | null>;
  /** Ends every session of the user: one atomic increment. The new version, or null. */
  bumpSessionVersion(id: string): Promise<number | null>;
  /**
   * A new password hash, and every session of the user ended, in one atomic write. The new
   * session version, or null when there is no such user.
   */
  setPassword(id: string, passwordHash: string): Promise<number | null>;
}

/** A search of the contact messages and the page of its results to read. */
export interface MessageSearch {
  /**
   * Text that the name, email, subject or message contains, letter case aside, taken literally
   * (no pattern syntax); blank matches every message.
   */
  query?: string;
  skip?: number;
  /** At most this many; every match without it. */
  limit?: number;
}

export interface ContactRepository {
  /** Newest first: every message, or those matching `search.query` (and that page of them). */
  list(search?: MessageSearch): Promise<ContactMessage[]>;
  /**
   * Newest first, every message matching the query, read a batch at a time as they are taken
   * (a cursor on MongoDB): for exports of any size.
   */
  stream(query?: string): AsyncIterable<ContactMessage>;
  /** How many messages match the query (all of them without one). */
  count(query?: string): Promise<number>;
  /** How many no admin has marked handled yet. */
  countNew(): Promise<number>;
  get(id: string): Promise<ContactMessage | null>;
  /** Stored unhandled, with its notification as given. */
  create(input: NewContactMessage): Promise<ContactMessage>;
  /** One atomic write of the flag; null when there is no such message. */
  setHandled(id: string, handled: boolean): Promise<ContactMessage | null>;
  /**
   * One atomic write of the notification; null when there is no such message. With `heldSince`
   * (the time of the claim a send holds, its pending notification's `at`), only while that claim
   * still holds the message, checked in the same write: a send that outlived its claim never
   * overwrites what the send that took over records. Null then too.
   */
  setNotification(
    id: string,
    notification: ContactNotification,
    heldSince?: string,
  ): Promise<ContactMessage | null>;
  /**
   * Marks the message's email as being sent (`pending` since `at`), in one atomic write, unless
   * a send that began after `staleBefore` is still pending: of two admins who send it again at
   * once, only one sends. Null when there is no such message or a send holds it. The claim is
   * known by its `at`: a claim replaces another only once that one is two minutes old, so no two
   * claims of a message share a time.
   */
  claimNotification(
    id: string,
    claim: { at: string; staleBefore: string },
  ): Promise<ContactMessage | null>;
  remove(id: string): Promise<ContactMessage | null>;
}

/** Preview links, and when the scheduler last looked for schedules that came due. */
export interface PublishingRepository {
  createPreview(input: Omit<PreviewLink, '_id' | 'createdAt' | 'revokedAt'>): Promise<PreviewLink>;
  getPreview(id: string): Promise<PreviewLink | null>;
  /** A post's links, newest first. */
  listPreviews(blogId: string): Promise<PreviewLink[]>;
  /** Marks the link revoked (once: a second revoke keeps the first time); null when unknown. */
  revokePreview(id: string, at: string): Promise<PreviewLink | null>;
  /**
   * Records `at` as the scheduler's latest run, in one atomic write, and answers the run before
   * it (null the first time), so two runs at once never both miss what came due between them.
   */
  markRun(at: string): Promise<string | null>;
}

export type StoreKind = 'mongodb' | 'memory';

export interface Store {
  readonly kind: StoreKind;
  projects: ProjectRepository;
  reviews: Repository<Review, ReviewInput>;
  team: Repository<TeamMember, TeamMemberInput>;
  blogs: BlogRepository;
  users: UserRepository;
  messages: ContactRepository;
  settings: SettingsRepository;
  faqs: FaqRepository;
  services: ServiceRepository;
  publishing: PublishingRepository;
  redirects: RedirectRepository;
  trash: TrashRepository;
  activity: ActivityRepository;
  /** Adds each seed record under its fixed id unless a record with that id exists. */
  importSeed(data: SeedData): Promise<void>;
  /** Removes every record (tests and `seed --reset` only). */
  clear(): Promise<void>;
  /**
   * Builds the indexes the queries and the unique usernames rely on, and waits for them (at
   * start-up and in the seed). Throws an error that says what failed and what to do.
   */
  ensureIndexes(): Promise<void>;
}

/**
 * A post holding MAX_COMMENTS_PER_POST comments: a conflict with the post's state, not a fault
 * in the comment, so 409, and the comment form shows the text.
 */
export function commentsClosed(): ApiError {
  return new ApiError(409, COMMENTS_CLOSED);
}

/** Another post has the slug: the admin's to change, so a 400 with the form's message. */
export function slugTaken(): ApiError {
  return new ApiError(400, POST_SLUG_TAKEN);
}
