import { blog, type Blog } from './blog';
import { ADMIN_ROOT, keysOf } from './entity';
import { faq, type Faq } from './faq';
import { slugPath } from './post-slug';
import { caseStudyPath, project, type Project } from './project';
import { review, type Review } from './review';
import { service, servicePath, type Service } from './service';
import { teamMember, type TeamMember } from './team-member';

/**
 * The Trash: a deleted project, team member, review, post, FAQ or service is kept here, whole,
 * for TRASH_DAYS days. It is off every public surface from the moment it is deleted; an admin
 * can put it back (same id, same image, a post's comments) or delete it for good, and after
 * TRASH_DAYS it is purged with its images.
 */

export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The collections whose deletes go to the Trash, by the store's and the panel's names. */
export const TRASH_ENTITIES = {
  projects: project,
  team: teamMember,
  reviews: review,
  blogs: blog,
  faqs: faq,
  services: service,
} as const;
export type TrashKind = keyof typeof TRASH_ENTITIES;

/** Each kind's record as its repository answers it. */
export interface TrashRecords {
  projects: Project;
  team: TeamMember;
  reviews: Review;
  blogs: Blog;
  faqs: Faq;
  services: Service;
}
export type TrashRecord = TrashRecords[TrashKind];

/** The admin who deleted it, as they were named then. */
export interface Deleter {
  id: string;
  username: string;
}

export interface TrashItem<R extends TrashRecord = TrashRecord> {
  _id: string;
  kind: TrashKind;
  /** The record's own id: a restore puts it back under it. */
  recordId: string;
  /** What the panel calls the record: its title, name or question. */
  label: string;
  /** The record whole, as its repository held it, so a restore loses nothing. */
  record: R;
  deletedAt: string;
  deletedBy: Deleter;
}

export const trashKeys = keysOf<TrashItem>()(
  '_id',
  'kind',
  'recordId',
  'label',
  'record',
  'deletedAt',
  'deletedBy',
);

/** What the Trash screen shows of an item: the record itself stays on the server. */
export type TrashRow = Pick<
  TrashItem,
  '_id' | 'kind' | 'recordId' | 'label' | 'deletedAt' | 'deletedBy'
> & { imageURL: string; imageAlt: string };

export function trashRow(item: TrashItem): TrashRow {
  const { _id, kind, recordId, label, deletedAt, deletedBy } = item;
  const record = item.record as { imageURL?: string; imageAlt?: string };
  const imageURL = record.imageURL ?? '';
  const imageAlt = record.imageAlt ?? '';
  return { _id, kind, recordId, label, deletedAt, deletedBy, imageURL, imageAlt };
}

/** The title, name or question of a record: what the Trash lists it by. */
export function trashLabel(kind: TrashKind, record: object): string {
  const fields = record as Record<string, unknown>;
  const named = { team: 'name', reviews: 'clientName', faqs: 'question' } as const;
  const text = fields[kind in named ? named[kind as keyof typeof named] : 'title'];
  return typeof text === 'string' && text.trim() ? text : TRASH_ENTITIES[kind].label;
}

/** Items deleted before this time are purged. */
export const purgeCutoff = (now: Date = new Date()) =>
  new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();

/** Days left before the item is purged, a part day counted whole: TRASH_DAYS just after a delete. */
export function daysUntilPurge(item: Pick<TrashItem, 'deletedAt'>, now: Date = new Date()) {
  const purgeAt = new Date(item.deletedAt).getTime() + TRASH_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((purgeAt - now.getTime()) / DAY_MS));
}

/**
 * The images this record holds of its own: its image, a project's gallery, a post's pending
 * image. A share image is an address typed by the admin, not an upload, and is never removed.
 */
export function recordImages(record: object): string[] {
  const fields = record as {
    imageURL?: unknown;
    gallery?: { url?: unknown }[];
    pending?: { imageURL?: unknown } | null;
  };
  const urls = [
    fields.imageURL,
    ...(fields.gallery ?? []).map((g) => g.url),
    fields.pending?.imageURL,
  ];
  return [...new Set(urls.filter((u): u is string => typeof u === 'string' && u !== ''))];
}

/** The public addresses a record holds that no other record of its kind may hold. */
export function recordAddresses(kind: TrashKind, record: object): string[] {
  const fields = record as { slug?: unknown; previousSlugs?: unknown };
  const slugs = [fields.slug, ...(kind === 'services' ? ((fields.previousSlugs as []) ?? []) : [])];
  return slugs.filter((s): s is string => typeof s === 'string' && s !== '');
}

/** Why a record cannot come back under its address: another record took the slug meanwhile. */
export function addressTaken(kind: TrashKind, slug: string): string {
  if (kind === 'blogs') {
    return `Another post now uses the address ${slugPath(slug)}. Change its address, then restore this one.`;
  }
  if (kind === 'projects') {
    return `Another project now uses the case-study address ${caseStudyPath(slug)}. Change its address, then restore this one.`;
  }
  return `Another service now uses the address ${servicePath(slug)}. Change its address, then restore this one.`;
}

/** A record with this id exists again (restored already, or seeded back). */
export const ALREADY_BACK = (kind: TrashKind) =>
  `This ${TRASH_ENTITIES[kind].noun} is back already: a record with its id exists.`;

export const TRASH_ITEM_NOT_FOUND = 'Trash item not found';

const enc = encodeURIComponent;

export const trash = {
  label: 'Trash item',
  api: {
    listKey: 'trash',
    list: '/admin/trash/get',
    restore: (id: string) => `/admin/trash/restore/${enc(id)}`,
    remove: (id: string) => `/admin/trash/delete/${enc(id)}`,
  },
  admin: {
    page: `${ADMIN_ROOT}/trash`,
    title: 'Trash',
    description: `Deleted content stays here for ${TRASH_DAYS} days, off the website: restore it, or delete it for good.`,
  },
} as const;
