import { getStore, type Store } from '@/lib/data';
import type { Trashable } from '@/lib/data/store';
import {
  TRASH_ENTITIES,
  TRASH_ITEM_NOT_FOUND,
  purgeCutoff,
  recordImages,
  type ActivityKind,
  type TrashItem,
  type TrashKind,
  type User,
} from '@/lib/entities';
import { CONTENT_KINDS, labelOf, recordActivity } from '@/lib/activity/record';
import { imageStore } from '@/lib/images/store';
import { revalidateSite } from '@/lib/revalidate';
import { ApiError } from './errors';
import { adminRoute } from './route';

/**
 * The Trash's routes, and the moves into it that the delete routes make. A record's images stay
 * while it is in the Trash (a restore shows the same ones) and go when it leaves for good.
 */

type Params = { id: string };

/** The store's repository of a kind: the store names its collections as the Trash does. */
const repositoryOf = (store: Store, kind: TrashKind): Trashable<unknown> => store[kind];

/** Moves the record to the Trash as this admin's delete; null when there is no such record. */
export function moveToTrash(store: Store, kind: TrashKind, id: string, admin: User) {
  return repositoryOf(store, kind).moveToTrash(id, { id: admin._id, username: admin.username });
}

/** The activity log's kind of each kind of record the Trash holds. */
const ACTIVITY_KIND: Readonly<Record<TrashKind, ActivityKind>> = {
  ...CONTENT_KINDS,
  faqs: 'faq',
  services: 'service',
};

const about = (item: TrashItem) => ({
  kind: ACTIVITY_KIND[item.kind],
  recordId: item.recordId,
  label: labelOf(item.record as object),
});

async function removeImages(items: TrashItem[]) {
  const images = imageStore();
  await Promise.all(
    items.flatMap((item) => recordImages(item.record).map((u) => images.remove(u))),
  );
}

/**
 * Purges what was deleted more than TRASH_DAYS ago, with its images: on every read of the Trash
 * and from the scheduler, so nothing outstays its time whether or not anyone looks. Answers how
 * many items went.
 */
export async function purgeExpiredTrash(store: Store, now: Date = new Date()): Promise<number> {
  const purged = await store.trash.purgeBefore(purgeCutoff(now));
  await removeImages(purged);
  return purged.length;
}

/** The Trash as the screen lists it: purged first, then newest first. */
export async function readTrash(store: Store): Promise<TrashItem[]> {
  await purgeExpiredTrash(store);
  return store.trash.list();
}

/** GET /admin/trash/get — every item, newest first. */
export const listTrashRoute = () =>
  adminRoute(async () =>
    Response.json({ trash: await readTrash(await getStore()) }, { status: 200 }),
  );

/**
 * POST /admin/trash/restore/{id} — the record back under its id, on the site again at once; 409
 * when a record with its id exists or another took its address, and nothing changes.
 */
export const restoreTrashRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const { id } = await params;
    const store = await getStore();
    const item = await store.trash.get(id);
    if (!item) throw new ApiError(404, TRASH_ITEM_NOT_FOUND);
    await repositoryOf(store, item.kind).restore(item);
    await recordActivity(req, admin, { action: 'restore', ...about(item) });
    await revalidateSite();
    return Response.json(
      {
        message: `${TRASH_ENTITIES[item.kind].label} restored successfully!`,
        restored: { kind: item.kind, id: item.recordId },
      },
      { status: 200 },
    );
  });

/** DELETE /admin/trash/delete/{id} — the item and its images gone for good; 203. */
export const deleteTrashRoute = () =>
  adminRoute<Params>(async (req, { params }, admin) => {
    const { id } = await params;
    const removed = await (await getStore()).trash.remove(id);
    if (!removed) throw new ApiError(404, TRASH_ITEM_NOT_FOUND);
    await recordActivity(req, admin, { action: 'purge', ...about(removed) });
    await removeImages([removed]);
    return Response.json(
      { message: `${TRASH_ENTITIES[removed.kind].label} deleted forever.` },
      { status: 203 },
    );
  });
