import { changedFields, fieldLabels } from '@/lib/activity/changes';
import { CONTENT_KINDS, labelOf, recordActivity } from '@/lib/activity/record';
import { getStore, type Store } from '@/lib/data';
import type { Expected, Repository } from '@/lib/data/store';
import {
  contentVersion,
  type ImageEntity,
  type SiteContent,
  type Stored,
  type User,
} from '@/lib/entities';
import { BEFORE_CASE_STUDIES } from '@/lib/data/project-shape';
import { ADDED_LATER } from '@/lib/data/shape';
import { isOptional, type Fields } from '@/lib/entities/checks';
import { inputSchema } from '@/lib/entities/schema';
import { imageStore } from '@/lib/images/store';
import { readImageField, requireImageField } from '@/lib/images/upload';
import { revalidateSite } from '@/lib/revalidate';
import { readForm } from './body';
import { ApiError } from './errors';
import { publishingOnCreate, publishingOnUpdate } from './publishing';
import { adminRoute, notFound, route } from './route';
import { moveToTrash } from './trash-routes';

/**
 * The routes of the collections the panel manages with an image (projects, team members,
 * reviews, blogs), built from each entity's definition: its fields, response keys and messages.
 * A route file only picks the verb. Every successful change regenerates the public site.
 */

type Row = Stored & { imageURL: string };
type Collection = Repository<Row, Record<string, unknown>, Record<string, unknown>>;

/** The store's repository of a collection (the store names them as the site content does). */
function collection(store: Store, content: SiteContent): Collection {
  const collections: Record<SiteContent, Collection> = {
    projects: store.projects,
    reviews: store.reviews,
    team: store.team,
    blogs: store.blogs,
  };
  return collections[content];
}

type Params<E extends ImageEntity> = Record<E['api']['param'], string>;

/** GET: the whole list under its documented key (public and admin differ), newest first. */
export function listRoute(entity: ImageEntity, access: 'public' | 'admin') {
  const key = access === 'admin' ? entity.api.listKey : entity.api.publicListKey;
  const handler = async () => {
    const rows = collection(await getStore(), entity.content);
    // The public list holds only what visitors may see now (lib/entities/publishing.ts).
    const listed = await (access === 'admin' ? rows.list() : rows.listPublished());
    return Response.json({ [key]: listed }, { status: 200 });
  };
  return access === 'admin' ? adminRoute(handler) : route(handler);
}

/** GET one record by the id in the entity's route parameter. */
export function getRoute<E extends ImageEntity>(entity: E) {
  return adminRoute<Params<E>>(async (_req, { params }) => {
    const id: string = (await params)[entity.api.param as E['api']['param']];
    const record = await collection(await getStore(), entity.content).get(id);
    if (!record) throw notFound(entity.label);
    return Response.json({ [entity.api.key]: record }, { status: 200 });
  });
}

/** Who sends a change, and the whole form as sent (fields no entity schema takes). */
export interface Sent {
  admin: User;
  fields: Record<string, unknown>;
}

/**
 * More images of a record than its one `image` (a project's gallery), read from the form: saved
 * before the write and removed again if it fails; `replaced` are the ones the record no longer
 * shows, removed once the write is done.
 */
export type ExtraImages<T> = (
  form: FormData,
  input: Record<string, unknown>,
  stored: T | null,
) => Promise<{ patch: Record<string, unknown>; saved: string[]; replaced: string[] }>;

const NO_EXTRA_IMAGES = { patch: {}, saved: [] as string[], replaced: [] as string[] };

async function removeAll(urls: string[]) {
  const images = imageStore();
  await Promise.all(urls.map((url) => images.remove(url)));
}

interface CreateOptions {
  /** The most bytes the form may have (readForm's FORM_LIMIT unless it carries more images). */
  formLimit?: number;
  /** A new record has no stored images yet. */
  extraImages?: ExtraImages<never>;
  /** Fields settled against the store before anything is saved (a post's slug and author). */
  prepare?(
    input: Record<string, unknown>,
    store: Store,
    sent: Sent,
  ): Promise<Record<string, unknown>>;
  /** More of the input, from the form's fields (a post's comments switch); may throw a 400. */
  extraInput?(fields: Record<string, unknown>): Record<string, unknown>;
}

/** POST multipart: the fields and a required image; 201 with the new record. */
export function createRoute(
  entity: ImageEntity,
  { prepare, extraInput, formLimit, extraImages }: CreateOptions = {},
) {
  const schema = inputSchema(entity.fields);
  return adminRoute(async (req, _ctx, admin) => {
    const { fields, form } = await readForm(req, formLimit);
    const parsed = { ...schema.parse(fields), ...extraInput?.(fields) };
    const publishing = publishingOnCreate(fields);
    const image = await requireImageField(form);
    const store = await getStore();
    const input = { ...parsed, ...(await prepare?.(parsed, store, { admin, fields })) };
    const images = imageStore();
    const extra = extraImages ? await extraImages(form, input, null) : NO_EXTRA_IMAGES;
    let imageURL = '';
    let record: Row;
    try {
      imageURL = await images.save(image.bytes, image.type);
      record = await collection(store, entity.content).create({
        ...input,
        ...extra.patch,
        ...publishing,
        imageURL,
      });
    } catch (error) {
      await removeAll([...(imageURL ? [imageURL] : []), ...extra.saved]);
      throw error;
    }
    await revalidateSite();
    await recordActivity(req, admin, created(entity, record));
    return Response.json(
      { [entity.api.key]: record, message: `${entity.label} added successfully!` },
      { status: 201 },
    );
  });
}

interface UpdateOptions<T> {
  formLimit?: number;
  extraImages?: ExtraImages<T>;
  /** More of the patch, from the form and the stored record (a blog's comment moderation). */
  extraPatch?(fields: Record<string, unknown>, stored: T): Record<string, unknown>;
  /** Fields settled against the store before anything is saved (a post's slug and author). */
  prepare?(
    input: Record<string, unknown>,
    stored: T,
    store: Store,
    sent: Sent,
  ): Promise<Record<string, unknown>>;
  /** After the write, before the answer (a renamed post's redirect). */
  afterUpdate?(stored: T, record: T, store: Store): Promise<void>;
}

/**
 * PATCH multipart: the fields, and a new image only if one is sent. The image file this update
 * replaced is deleted once the record points at the new one: the store names it, since under
 * concurrent updates it is not necessarily the one read before the update.
 */
export function updateRoute<E extends ImageEntity, T extends Row = Row>(
  entity: E,
  { extraPatch, prepare, afterUpdate, formLimit, extraImages }: UpdateOptions<T> = {},
) {
  const schema = inputSchema(entity.fields);
  return adminRoute<Params<E>>(async (req, { params }, admin) => {
    const id: string = (await params)[entity.api.param as E['api']['param']];
    const { fields, form } = await readForm(req, formLimit);
    const input = onlySent(entity, schema.parse(fields), fields);
    const publishing = publishingOnUpdate(fields);
    const image = await readImageField(form);
    const store = await getStore();
    const rows = collection(store, entity.content);
    // Before the image is stored: no file is saved for a record that does not exist.
    const stored = await rows.get(id);
    if (!stored) throw notFound(entity.label);
    const expected = loadedVersion(req, entity, stored);
    const patch = {
      ...input,
      ...publishing,
      ...(await prepare?.(input, stored as T, store, { admin, fields })),
      ...extraPatch?.(fields, stored as T),
    };
    const images = imageStore();
    const extra = extraImages ? await extraImages(form, patch, stored as T) : NO_EXTRA_IMAGES;
    const saved = [...extra.saved];
    const updated = await (async () => {
      const imageURL = image ? await images.save(image.bytes, image.type) : undefined;
      if (imageURL) saved.push(imageURL);
      return rows.update(id, { ...patch, ...extra.patch, imageURL }, expected);
    })().catch(async (error: unknown) => {
      await removeAll(saved);
      throw error;
    });
    const imageURL = image ? saved[saved.length - 1] : undefined;
    if (!updated || updated === 'changed') {
      await removeAll(saved);
      throw updated ? changedSince(entity) : notFound(entity.label);
    }
    await afterUpdate?.(stored as T, updated.record as T, store);
    await recordActivity(req, admin, edited(entity, stored, updated.record));
    // The write is done: the site is regenerated even if removing the old file fails.
    await revalidateSite();
    if (updated.replacedImageURL && updated.replacedImageURL !== imageURL) {
      await images.remove(updated.replacedImageURL);
    }
    await removeAll(extra.replaced);
    return Response.json(
      { [entity.api.key]: updated.record, message: `${entity.label} updated successfully!` },
      { status: 202 },
    );
  });
}

/**
 * An update changes only what its request names: an optional field it leaves out keeps its
 * stored value, so a client written before the field existed never clears it (one sent empty is
 * cleared). A required field left out is refused before this, by the entity's checks.
 */
function onlySent(entity: ImageEntity, input: object, sent: Record<string, unknown>) {
  const fields: Fields = entity.fields;
  return Object.fromEntries(
    Object.entries(input).filter(([name]) => name in sent || !isOptional(fields[name]!)),
  );
}

/**
 * An edit page sends the fingerprint of the record it loaded (If-Match, lib/entities
 * contentVersion); a record changed since, by a colleague or in another tab, is not overwritten
 * (412, and the page keeps what the admin typed). Clients that send none update as before.
 *
 * A matching fingerprint answers the values it was taken from, which the update then expects:
 * the store checks them in the write itself, so a change that lands while this request stores
 * its image (or in any other gap between this read and the write) is caught as well.
 */
function loadedVersion(req: Request, entity: ImageEntity, stored: Row): Expected | undefined {
  // A list of entity tags, any of which may match (RFC 9110 13.1.1); '*' matches any record.
  const tags = (req.headers.get('if-match') ?? '').split(',').map((tag) => tag.trim());
  if (tags.every((tag) => !tag) || tags.includes('*')) return undefined;
  if (!tags.includes(`"${contentVersion(entity.fields, stored)}"`)) throw changedSince(entity);
  const record = new Map<string, Expected[string]>(Object.entries(stored));
  // A field added later and still at its default is left out: a record stored before it lacks
  // the field, which its default would not match.
  const values = Object.keys(entity.fields)
    .filter((name) => !isStoredBeforeDefault(name, record.get(name)))
    .map((name) => [name, record.get(name) ?? null]);
  return { ...Object.fromEntries(values), imageURL: stored.imageURL };
}

/** What a record stored before a field existed reads as, for each field added since. */
const ADDED_DEFAULTS: Readonly<Record<string, unknown>> = {
  ...ADDED_LATER,
  ...BEFORE_CASE_STUDIES,
};

function isStoredBeforeDefault(name: string, value: unknown): boolean {
  return name in ADDED_DEFAULTS && JSON.stringify(value) === JSON.stringify(ADDED_DEFAULTS[name]);
}

const changedSince = (entity: ImageEntity) =>
  new ApiError(
    412,
    `This ${entity.noun} was changed by someone else after you opened it. Reload the page to see the change; what you typed is still here to copy.`,
  );

/**
 * DELETE: 203 once the record is in the Trash, off every public page; its images stay there
 * with it until it is deleted for good or purged.
 */
export function deleteRoute(entity: ImageEntity) {
  return adminRoute<{ id: string }>(async (req, { params }, admin) => {
    const { id } = await params;
    const moved = await moveToTrash(await getStore(), entity.content, id, admin);
    if (!moved) throw notFound(entity.label);
    await recordActivity(req, admin, deleted(entity, moved.record as Row));
    await revalidateSite();
    return Response.json({ message: `${entity.label} deleted successfully!` }, { status: 203 });
  });
}

// ---------------------------------------------------------------- the activity log

const about = (entity: ImageEntity, record: Row) => ({
  kind: CONTENT_KINDS[entity.content],
  recordId: record._id,
  label: labelOf(record),
});

const created = (entity: ImageEntity, record: Row) =>
  ({ action: 'create', ...about(entity, record) }) as const;

const deleted = (entity: ImageEntity, record: Row) =>
  ({ action: 'delete', ...about(entity, record) }) as const;

/** A post's comments read as their number: the log keeps no commenter's text or address. */
function withCommentCount(record: Row): object {
  const comments = (record as { comments?: unknown }).comments;
  return Array.isArray(comments) ? { ...record, comments: `${comments.length}` } : record;
}

/** An update, with each field it changed, old and new. */
function edited(entity: ImageEntity, before: Row, after: Row) {
  const labels = fieldLabels(entity.fields);
  return {
    action: 'update',
    ...about(entity, after),
    changes: changedFields(withCommentCount(before), withCommentCount(after), labels),
  } as const;
}
