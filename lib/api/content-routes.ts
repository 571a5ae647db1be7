import { changedFields, fieldLabels } from '@/lib/activity/changes';
import { labelOf, recordActivity } from '@/lib/activity/record';
import { getStore, type Store } from '@/lib/data';
import { readSettings } from '@/lib/data/site-content';
import {
  POSITION_INVALID,
  SLUG_TAKEN,
  UNKNOWN_SERVICE,
  contentVersion,
  faq,
  movePosition,
  service,
  siteSettings,
  type ActivityKind,
  type Fields,
  type FaqFields,
  type Service,
  type ServiceFields,
  type User,
} from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';
import { revalidateSite } from '@/lib/revalidate';
import { readBody } from './body';
import { ApiError } from './errors';
import { adminRoute, notFound } from './route';
import { moveToTrash } from './trash-routes';

/**
 * The routes of the site's own content: the settings document, the FAQs and the services. Every
 * successful write regenerates the whole site, since each of them shows on many pages (the
 * footer's phone on all of them).
 */

const changedSince = (noun: string) =>
  new ApiError(
    412,
    `These ${noun} were changed by someone else after you opened them. Reload the page to see the change; what you typed is still here to copy.`,
  );

/**
 * The edit page's fingerprint of what it loaded (If-Match, lib/entities contentVersion): a
 * record changed since is not overwritten (412). A match answers the time the record was last
 * changed, which the store's write then expects, so a save landing in between is caught too.
 * Clients that send none update as before.
 */
function loadedVersion(
  req: Request,
  fields: Fields,
  stored: { updatedAt: string },
  noun: string,
): string | undefined {
  const tags = (req.headers.get('if-match') ?? '').split(',').map((tag) => tag.trim());
  if (tags.every((tag) => !tag) || tags.includes('*')) return undefined;
  if (!tags.includes(`"${contentVersion(fields, stored)}"`)) throw changedSince(noun);
  return stored.updatedAt;
}

const ok = (body: Record<string, unknown>, status: 200 | 201 | 202 | 203) =>
  Response.json(body, { status });

// ---------------------------------------------------------------- settings

const settingsInput = inputSchema(siteSettings.fields);

/** GET /admin/settings/get */
export const getSettingsRoute = () =>
  adminRoute(async () => ok({ settings: await readSettings(await getStore()) }, 200));

/** PATCH /admin/settings/update: every field; 202 with the stored settings. */
export const updateSettingsRoute = () =>
  adminRoute(async (req, _ctx, admin) => {
    const input = settingsInput.parse(await readBody(req));
    const store = await getStore();
    const stored = await readSettings(store);
    const expected = loadedVersion(req, siteSettings.fields, stored, 'settings');
    const settings = await store.settings.update(input, expected);
    if (settings === 'changed') throw changedSince('settings');
    await recordActivity(req, admin, {
      action: 'update',
      kind: 'site-settings',
      label: siteSettings.admin.title,
      changes: changedFields(stored, settings, fieldLabels(siteSettings.fields)),
    });
    await revalidateSite();
    return ok({ settings, message: 'Settings updated successfully!' }, 202);
  });

// ---------------------------------------------------------------- ordered content

interface OrderedEntity {
  label: string;
  noun: string;
  fields: Fields;
  api: { key: string; listKey: string; param: string };
}

type Params = Record<string, string>;

const idOf = async (entity: OrderedEntity, params: Promise<Params>) =>
  (await params)[entity.api.param] ?? (await params).id ?? '';

/** The store's repository of an entity, by its response key. */
function repository(store: Store, entity: OrderedEntity) {
  return entity.api.key === faq.api.key ? store.faqs : store.services;
}

export function orderedListRoute(entity: OrderedEntity) {
  return adminRoute(async () => {
    const rows = await repository(await getStore(), entity).list();
    return ok({ [entity.api.listKey]: rows }, 200);
  });
}

export function orderedGetRoute(entity: OrderedEntity) {
  return adminRoute<Params>(async (_req, { params }) => {
    const record = await repository(await getStore(), entity).get(await idOf(entity, params));
    if (!record) throw notFound(entity.label);
    return ok({ [entity.api.key]: record }, 200);
  });
}

/** The log's kind of an FAQ or a service. */
const kindOf = (entity: OrderedEntity): ActivityKind =>
  entity.api.key === faq.api.key ? 'faq' : 'service';

/** A record of an ordered entity, as the activity log names it. */
const about = (entity: OrderedEntity, record: { _id: string }) => ({
  kind: kindOf(entity),
  recordId: record._id,
  label: labelOf(record),
});

/** A move (`{ position }` alone): the record keeps its content and takes that place. */
async function moved(
  req: Request,
  admin: User,
  store: Store,
  entity: OrderedEntity,
  id: string,
  position: number | 'invalid',
) {
  if (position === 'invalid') throw new ApiError(400, POSITION_INVALID);
  const rows = repository(store, entity);
  const before = await rows.get(id);
  const record = await rows.move(id, position);
  if (!record) throw notFound(entity.label);
  await recordActivity(req, admin, {
    action: 'move',
    ...about(entity, record),
    changes: [
      {
        field: 'Position',
        from: before ? String(before.position + 1) : null,
        to: String(record.position + 1),
      },
    ],
  });
  await revalidateSite();
  return ok({ [entity.api.key]: record, message: `${entity.label} moved successfully!` }, 202);
}

// ---------------------------------------------------------------- FAQs

const faqInput = inputSchema(faq.fields);

/** Every service an FAQ names must exist: a page that is not there cannot show it. */
async function checkServices(store: Store, input: FaqFields) {
  const found = await Promise.all(input.services.map((id) => store.services.get(id)));
  if (found.some((s) => s === null)) throw new ApiError(400, UNKNOWN_SERVICE);
}

/** POST /admin/faqs/add: 201 with the FAQ, placed last. */
export const addFaqRoute = () =>
  adminRoute(async (req, _ctx, admin) => {
    const input = faqInput.parse(await readBody(req));
    const store = await getStore();
    await checkServices(store, input);
    const record = await store.faqs.create(input);
    await recordActivity(req, admin, { action: 'create', ...about(faq, record) });
    await revalidateSite();
    return ok({ faq: record, message: 'FAQ added successfully!' }, 201);
  });

/** PATCH /admin/faq/update/{faqID}: every field, or `{ position }` to move it; 202. */
export const updateFaqRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const id = await idOf(faq, params);
    const body = await readBody(req);
    const store = await getStore();
    const position = movePosition(body);
    if (position !== null) return moved(req, admin, store, faq, id, position);
    const input = faqInput.parse(body);
    const stored = await store.faqs.get(id);
    if (!stored) throw notFound(faq.label);
    const expected = loadedVersion(req, faq.fields, stored, 'FAQ details');
    await checkServices(store, input);
    const record = await store.faqs.update(id, input, expected);
    if (record === 'changed') throw changedSince('FAQ details');
    if (!record) throw notFound(faq.label);
    await recordActivity(req, admin, {
      action: 'update',
      ...about(faq, record),
      changes: changedFields(stored, record, fieldLabels(faq.fields)),
    });
    await revalidateSite();
    return ok({ faq: record, message: 'FAQ updated successfully!' }, 202);
  });

/** DELETE /admin/faqs/delete/{id}: 203 once it is in the Trash, gone from every page. */
export const deleteFaqRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const moved = await moveToTrash(await getStore(), 'faqs', await idOf(faq, params), admin);
    if (!moved) throw notFound(faq.label);
    await recordActivity(req, admin, {
      action: 'delete',
      ...about(faq, moved.record as { _id: string }),
    });
    await revalidateSite();
    return ok({ message: 'FAQ deleted successfully!' }, 203);
  });

// ---------------------------------------------------------------- services

const serviceInput = inputSchema(service.fields);

/** A slug no other service has, nor had (an old address of another service redirects to it). */
async function checkSlug(store: Store, slug: string, own?: Service) {
  const holder = await store.services.findBySlug(slug);
  if (holder && holder._id !== own?._id) throw new ApiError(400, SLUG_TAKEN);
}

/** POST /admin/services/add: 201 with the service, published and placed last. */
export const addServiceRoute = () =>
  adminRoute(async (req, _ctx, admin) => {
    const input = serviceInput.parse(await readBody(req));
    const store = await getStore();
    await checkSlug(store, input.slug);
    const record = await store.services.create({ ...input, retired: false, previousSlugs: [] });
    await recordActivity(req, admin, { action: 'create', ...about(service, record) });
    await revalidateSite();
    return ok({ service: record, message: 'Service added successfully!' }, 201);
  });

/** The addresses a service keeps when its slug changes: every earlier one but the new slug. */
function previousSlugs(stored: Service, input: ServiceFields): string[] {
  if (input.slug === stored.slug) return stored.previousSlugs;
  return [...new Set([...stored.previousSlugs, stored.slug])].filter((s) => s !== input.slug);
}

/**
 * PATCH /admin/service/update/{serviceID}: every field; or `{ position }` to move it; or
 * `{ retired: false }` to publish a retired service again. 202.
 */
export const updateServiceRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const id = await idOf(service, params);
    const body = await readBody(req);
    const store = await getStore();
    const position = movePosition(body);
    if (position !== null) return moved(req, admin, store, service, id, position);
    if (Object.keys(body).length === 1 && body.retired === false) {
      const record = await store.services.update(id, { retired: false });
      if (!record || record === 'changed') throw notFound(service.label);
      await recordActivity(req, admin, { action: 'restore', ...about(service, record) });
      await revalidateSite();
      return ok({ service: record, message: 'Service published again!' }, 202);
    }
    const input = serviceInput.parse(body);
    const stored = await store.services.get(id);
    if (!stored) throw notFound(service.label);
    const expected = loadedVersion(req, service.fields, stored, 'service details');
    await checkSlug(store, input.slug, stored);
    const record = await store.services.update(
      id,
      { ...input, previousSlugs: previousSlugs(stored, input) },
      expected,
    );
    if (record === 'changed') throw changedSince('service details');
    if (!record) throw notFound(service.label);
    await recordActivity(req, admin, {
      action: 'update',
      ...about(service, record),
      changes: changedFields(stored, record, fieldLabels(service.fields)),
    });
    await revalidateSite();
    return ok({ service: record, message: 'Service updated successfully!' }, 202);
  });

/**
 * DELETE /admin/services/delete/{id}: retires the service (203). It leaves every list, and its
 * addresses redirect to /services for good, so no link to it anywhere breaks.
 */
export const deleteServiceRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const record = await (
      await getStore()
    ).services.update(await idOf(service, params), {
      retired: true,
    });
    if (!record || record === 'changed') throw notFound(service.label);
    await recordActivity(req, admin, { action: 'delete', ...about(service, record) });
    await revalidateSite();
    return ok({ message: 'Service retired successfully!' }, 203);
  });
