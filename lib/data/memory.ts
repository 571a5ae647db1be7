import {
  blogPreviewKeys,
  blogSummaryKeys,
  MAX_COMMENTS_PER_POST,
  review,
  teamMember,
} from '@/lib/entities';
import { isObjectId, newId } from './ids';
import { searchTerm } from './search';
import { MemoryFaqs, MemoryServices, MemorySettings } from './memory-content';
import { withoutPending } from '@/lib/entities/publishing';
import { publicPost } from '@/lib/entities/comment-moderation';
import { countDue, MemoryPublishing, visibleNow } from './memory-publishing';
import { MemoryActivity } from './memory-activity';
import { MemoryRedirects } from './memory-redirects';
import { MemoryTrash, type TrashBin } from './memory-trash';
import { MemoryUsers } from './memory-users';
import type { SeedData } from './seed-types';
import { shape, shapeBlog, shapeContactMessage } from './shape';
import { inAdminOrder, movedOrder, shapeProject } from './project-shape';
import type {
  BlogRepository,
  BlogPatch,
  ContactRepository,
  Expected,
  MessageSearch,
  ProjectRepository,
  Range,
  Repository,
  Store,
  Updated,
} from './store';
import { commentsClosed, slugTaken } from './store';
import { freeSlug, slugify } from '@/lib/entities/post-slug';
import type {
  Blog,
  BlogInput,
  BlogLink,
  ContactMessage,
  ContactNotification,
  NewContactMessage,
  Project,
  Publishing,
  ProjectInput,
  Review,
  ReviewInput,
  TeamMember,
  TeamMemberInput,
} from '@/lib/entities';
import type { Deleter, TrashItem, TrashKind } from '@/lib/entities';

type Stamped = { _id: string; createdAt: string } & Publishing;

/** The records of a range of a newest-first list. */
function slice<T>(records: T[], { skip = 0, limit }: Range = {}): T[] {
  return records.slice(skip, limit === undefined ? undefined : skip + limit);
}

/** Newest first; records created in the same millisecond keep their reverse insertion order. */
function newestFirst<T extends Stamped>(records: Map<string, T>): T[] {
  return [...records.values()].reverse().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const copy = <T>(value: T): T => structuredClone(value);

/**
 * Whether the record holds the expected values (a missing field is null, as MongoDB matches; a
 * list matches an equal list, as MongoDB compares arrays whole).
 */
const holds = (record: object, expected: Expected | undefined) =>
  !expected ||
  Object.entries(expected).every(([key, value]) => {
    const stored = (record as Record<string, unknown>)[key] ?? null;
    return Array.isArray(value)
      ? JSON.stringify(stored) === JSON.stringify(value)
      : stored === value;
  });

/**
 * Plain-object collections. Every method runs to completion without awaiting anything, so each
 * is atomic in the one event loop, as a single MongoDB write is; reads and writes hand out
 * copies in the entity's key order, so callers never share state.
 */
class MemoryCollection<
  T extends Stamped & Input & { updatedAt?: string },
  Input extends object,
> implements Repository<T, Input> {
  readonly records = new Map<string, T>();

  constructor(
    readonly out: (record: T) => T,
    private readonly bin: TrashBin,
  ) {}

  protected find(id: string): T | undefined {
    return isObjectId(id) ? this.records.get(id.toLowerCase()) : undefined;
  }

  async list() {
    return newestFirst(this.records).map(this.out);
  }

  async get(id: string) {
    const found = this.find(id);
    return found ? this.out(found) : null;
  }

  async create(input: Input) {
    const now = new Date().toISOString();
    const record = { ...copy(input), _id: newId(), createdAt: now, updatedAt: now } as T;
    this.records.set(record._id, record);
    return this.out(record);
  }

  async update(id: string, patch: Partial<Input>, expected?: Expected) {
    const found = this.find(id);
    if (!found) return null;
    if (!holds(found, expected)) return 'changed';
    return this.replace(found, patch);
  }

  protected replace(found: T, patch: Partial<Input>): Updated<T> {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const updated = { ...found, ...copy(defined), updatedAt: new Date().toISOString() } as T;
    this.records.set(found._id, updated);
    const before = (found as { imageURL?: string }).imageURL;
    const replacedImageURL = 'imageURL' in defined ? before : undefined;
    return { record: this.out(updated), replacedImageURL };
  }

  async remove(id: string) {
    const found = this.find(id);
    if (!found) return null;
    this.records.delete(found._id);
    return this.out(found);
  }

  async count() {
    return this.records.size;
  }

  async moveToTrash(id: string, deletedBy: Deleter) {
    return this.bin.trash.take(this.bin.kind, this.records, id, deletedBy, this.out);
  }
  async restore(item: TrashItem) {
    return this.out(this.bin.trash.putBack(item, this.records, (record) => record));
  }

  async listPublished() {
    return visibleNow(newestFirst(this.records)).map((r) => withoutPending(this.out(r)));
  }

  async dueBetween(after: string, until: string) {
    return countDue(this.records.values(), after, until);
  }

  /** Seeding: adds the record with its own id unless one with that id exists. */
  insertIfMissing(record: T) {
    if (!this.records.has(record._id)) this.records.set(record._id, copy(record));
  }
}

class MemoryBlogs extends MemoryCollection<Blog, BlogInput & { comments?: Blog['comments'] }> {
  constructor(trash: MemoryTrash) {
    super(shapeBlog, { kind: 'blogs', trash });
  }

  /** Another post holds the slug: refused in the same synchronous step as the write. */
  private assertSlugFree(slug: string | undefined, own?: string) {
    if (!slug) return;
    const holder = [...this.records.values()].find((b) => b.slug === slug);
    if (holder && holder._id !== own) throw slugTaken();
  }

  asRepository(): BlogRepository {
    return {
      list: () => this.list(),
      get: (id) => this.get(id),
      create: async (input) => {
        this.assertSlugFree(input.slug);
        return this.create({ commentsOpen: true, ...input, comments: [] });
      },
      findBySlug: async (slug) => {
        const found = [...this.records.values()].find((b) => b.slug === slug);
        return found ? this.out(found) : null;
      },
      assignMissingSlugs: async () => {
        const taken = new Set([...this.records.values()].map((b) => b.slug).filter(Boolean));
        let given = 0;
        for (const post of newestFirst(this.records).reverse()) {
          if (post.slug) continue;
          post.slug = await freeSlug(slugify(post.title), async (s) => taken.has(s));
          taken.add(post.slug);
          given += 1;
        }
        return given;
      },
      remove: (id) => this.remove(id),
      moveToTrash: (id, deletedBy) => this.moveToTrash(id, deletedBy),
      restore: (item) => this.restore(item),
      count: () => this.count(),
      listPublished: async () => visibleNow(newestFirst(this.records)).map(this.publicOut),
      dueBetween: (after, until) => this.dueBetween(after, until),
      getPublished: async (id) => {
        const found = this.find(id);
        return found && visibleNow([found]).length ? this.publicOut(found) : null;
      },
      countPublished: async () => visibleNow([...this.records.values()]).length,
      update: async (id, update, expected) => this.updateBlog(id, update, expected),
      latest: async (limit) =>
        slice(visibleNow(newestFirst(this.records)), { limit }).map(this.publicOut),
      summaries: async (range) =>
        slice(visibleNow(newestFirst(this.records)), range).map((b) => shape(blogSummaryKeys, b)),
      previews: async (range) =>
        slice(visibleNow(newestFirst(this.records)), range).map((b) => shape(blogPreviewKeys, b)),
      neighbours: async (post) => {
        // The same order as the public list: the neighbours are the posts on either side there.
        const list = visibleNow(newestFirst(this.records));
        const at = list.findIndex((b) => b._id === post._id.toLowerCase());
        const link = (b: Blog | undefined) =>
          b ? shape<BlogLink>(['_id', 'title', 'slug'], b) : null;
        if (at === -1) return { previous: null, next: null };
        return { previous: link(list[at - 1]), next: link(list[at + 1]) };
      },
      addComment: async (id, input) => {
        const blog = this.find(id);
        if (!blog) return null;
        if (blog.comments.length >= MAX_COMMENTS_PER_POST) throw commentsClosed();
        const { status = 'published', ...fields } = input;
        blog.comments.push({
          ...fields,
          status,
          _id: newId(),
          createdAt: new Date().toISOString(),
        });
        return this.out(blog);
      },
      commenterStanding: async (email) => {
        const theirs = this.allComments().filter((c) => c.email === email);
        if (theirs.some((c) => c.status === 'spam')) return 'spam';
        return theirs.some((c) => c.status === 'published') ? 'approved' : 'new';
      },
      heldComments: async (limit) =>
        newestFirst(this.records)
          .flatMap((post) =>
            shapeBlog(post)
              .comments.filter((c) => c.status === 'pending')
              .map((c) => ({ ...c, blogId: post._id, blogTitle: post.title, blogSlug: post.slug })),
          )
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))
          .slice(0, limit),
      countHeld: async () => this.allComments().filter((c) => c.status === 'pending').length,
      moderateComments: async (ids, action) => {
        const wanted = new Set(ids.map((id) => id.toLowerCase()));
        const moderated: string[] = [];
        const blogIds: string[] = [];
        for (const post of this.records.values()) {
          const held = post.comments.filter((c) => wanted.has(c._id) && c.status === 'pending');
          if (!held.length) continue;
          blogIds.push(post._id);
          moderated.push(...held.map((c) => c._id));
          if (action === 'reject') post.comments = post.comments.filter((c) => !held.includes(c));
          else for (const c of held) c.status = action === 'approve' ? 'published' : 'spam';
        }
        return { moderated, blogIds };
      },
    };
  }

  /** A stored post as visitors see it. */
  private readonly publicOut = (post: Blog) => publicPost(shapeBlog(post));

  /** Every post's comments as the store answers them (a missing status reads as published). */
  private allComments() {
    return [...this.records.values()].flatMap((post) => shapeBlog(post).comments);
  }

  private updateBlog(id: string, { removeCommentIds, ...patch }: BlogPatch, expected?: Expected) {
    const found = this.find(id);
    if (!found) return null;
    if (!holds(found, expected)) return 'changed';
    this.assertSlugFree(patch.slug, found._id);
    const updated = this.replace(found, patch);
    if (!removeCommentIds?.length) return updated;
    const remove = new Set(removeCommentIds.map((c) => c.toLowerCase()));
    const stored = this.records.get(found._id)!;
    stored.comments = stored.comments.filter((c) => !remove.has(c._id));
    return { ...updated, record: this.out(stored) };
  }
}

/** The fields a message search looks in. */
const SEARCHED = ['name', 'email', 'subject', 'message'] as const;

/** A stored message; one seeded or stored before marking and notifications may lack both. */
type MessageRecord = Omit<ContactMessage, 'handled' | 'notification'> &
  Partial<Pick<ContactMessage, 'handled' | 'notification'>>;

class MemoryProjects extends MemoryCollection<Project, ProjectInput> implements ProjectRepository {
  async restore(item: TrashItem) {
    const record = await super.restore(item);
    return record.featured ? ((await this.move(record._id, record.position)) ?? record) : record;
  }

  async move(id: string, position: number) {
    const featured = inAdminOrder(newestFirst(this.records).map(this.out))
      .filter((p) => p.featured)
      .map((p) => p._id);
    const order = movedOrder(featured, id, position);
    if (!order) return null;
    order.forEach((recordId, index) => {
      const record = this.records.get(recordId);
      if (record) this.records.set(recordId, { ...record, position: index });
    });
    return this.out(this.records.get(id)!);
  }
}

class MemoryMessages implements ContactRepository {
  readonly records = new Map<string, MessageRecord>();

  private find(id: string) {
    return isObjectId(id) ? this.records.get(id.toLowerCase()) : undefined;
  }

  /** Newest first, matching the query letter case aside (as MongoDB's case-insensitive regex). */
  private matching(query = '') {
    const wanted = searchTerm(query).toLowerCase();
    const all = newestFirst(this.records);
    if (!wanted) return all;
    return all.filter((m) => SEARCHED.some((key) => m[key].toLowerCase().includes(wanted)));
  }

  async list({ query, skip = 0, limit }: MessageSearch = {}) {
    const found = this.matching(query);
    return found
      .slice(skip, limit === undefined ? undefined : skip + limit)
      .map(shapeContactMessage);
  }

  async *stream(query?: string) {
    for (const message of this.matching(query)) yield shapeContactMessage(message);
  }

  async count(query?: string) {
    return this.matching(query).length;
  }

  async countNew() {
    return [...this.records.values()].filter((m) => m.handled !== true).length;
  }

  async get(id: string) {
    const found = this.find(id);
    return found ? shapeContactMessage(found) : null;
  }

  async create(input: NewContactMessage) {
    const record: MessageRecord = {
      ...copy(input),
      handled: false,
      _id: newId(),
      createdAt: new Date().toISOString(),
    };
    this.records.set(record._id, record);
    return shapeContactMessage(record);
  }

  async setHandled(id: string, handled: boolean) {
    const found = this.find(id);
    if (!found) return null;
    found.handled = handled;
    return shapeContactMessage(found);
  }

  async setNotification(id: string, notification: ContactNotification, heldSince?: string) {
    const found = this.find(id);
    if (!found) return null;
    const held = found.notification;
    if (heldSince !== undefined && !(held?.state === 'pending' && held.at === heldSince)) {
      return null;
    }
    found.notification = copy(notification);
    return shapeContactMessage(found);
  }

  async claimNotification(id: string, { at, staleBefore }: { at: string; staleBefore: string }) {
    const found = this.find(id);
    if (!found) return null;
    const { state, at: since } = shapeContactMessage(found).notification;
    if (state === 'pending' && since !== undefined && since > staleBefore) return null;
    found.notification = { state: 'pending', at };
    return shapeContactMessage(found);
  }

  async remove(id: string) {
    const found = this.find(id);
    if (!found) return null;
    this.records.delete(found._id);
    return shapeContactMessage(found);
  }

  /** Seeding: adds the message with its own id unless one with that id exists. */
  insertIfMissing(record: MessageRecord) {
    if (!this.records.has(record._id)) this.records.set(record._id, copy(record));
  }
}

export class MemoryStore implements Store {
  readonly kind = 'memory' as const;
  readonly trash = new MemoryTrash();
  private readonly bin = (kind: TrashKind) => ({ kind, trash: this.trash });
  private readonly projectData = new MemoryProjects(shapeProject, this.bin('projects'));
  private readonly reviewData = new MemoryCollection<Review, ReviewInput>(
    (r) => shape(review.keys, r),
    this.bin('reviews'),
  );
  private readonly teamData = new MemoryCollection<TeamMember, TeamMemberInput>(
    (r) => shape(teamMember.keys, r),
    this.bin('team'),
  );
  private readonly blogData = new MemoryBlogs(this.trash);
  private readonly messageData = new MemoryMessages();
  private readonly userData = new MemoryUsers();

  readonly projects = this.projectData;
  readonly reviews = this.reviewData;
  readonly team = this.teamData;
  readonly blogs = this.blogData.asRepository();
  readonly users = this.userData;
  readonly messages: ContactRepository = this.messageData;
  readonly settings = new MemorySettings();
  readonly faqs = new MemoryFaqs(this.trash);
  readonly services = new MemoryServices(this.trash);
  readonly publishing = new MemoryPublishing();
  readonly redirects = new MemoryRedirects();
  readonly activity = new MemoryActivity();

  async clear() {
    this.publishing.links.clear();
    this.publishing.lastRun = null;
    for (const c of [this.projectData, this.reviewData, this.teamData, this.blogData]) {
      c.records.clear();
    }
    this.messageData.records.clear();
    this.userData.records.clear();
    this.settings.record = null;
    this.faqs.records.clear();
    this.services.records.clear();
    this.redirects.clear();
    this.trash.items.clear();
    this.activity.clear();
  }

  async importSeed(data: SeedData) {
    const stamp = <T extends Stamped>(r: T) => ({ ...r, updatedAt: r.createdAt });
    data.projects.forEach((r) => this.projectData.insertIfMissing(stamp(r)));
    data.reviews.forEach((r) => this.reviewData.insertIfMissing(stamp(r)));
    data.team.forEach((r) => this.teamData.insertIfMissing(stamp(r)));
    data.blogs.forEach((r) => this.blogData.insertIfMissing(stamp(r) as Blog));
    data.messages.forEach((r) => this.messageData.insertIfMissing(r));
    if (data.settings) this.settings.insertIfMissing(data.settings);
    data.services?.forEach((r) => this.services.insertIfMissing(r));
    data.faqs?.forEach((r) => this.faqs.insertIfMissing(r));
  }

  /** Lookups here are scans of a Map: there is nothing to build. */
  async ensureIndexes() {}
}
