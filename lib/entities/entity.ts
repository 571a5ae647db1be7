import type { Fields } from './checks';

export { keysOf } from './keys';

/**
 * The parts every admin-managed collection with an image shares (projects, team members,
 * reviews, blogs): its fields, the order its records' keys are answered in, the documented API
 * paths and response keys, the panel's pages and copy. Route handlers, the stores, the panel
 * and the public pages all read these; nothing restates them.
 */

/** Which public pages show a collection: the revalidation after a change follows it. */
export type SiteContent = 'projects' | 'reviews' | 'team' | 'blogs';

/** What every stored record carries beside its own fields. */
export interface Stored {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

const enc = encodeURIComponent;
export const ADMIN_ROOT = '/private/admin';

export interface ImageEntity<F extends Fields = Fields, K extends string = string> {
  /** For messages: "Project added successfully!", "Project not found". */
  label: string;
  /** For the panel's texts: "Delete this project?". */
  noun: string;
  content: SiteContent;
  fields: F;
  /** Fields the server sets itself, whatever a form sends (the blog's author). */
  serverFields?: readonly string[];
  /** The keys of a stored record, in the order both stores answer them. */
  keys: readonly K[];
  api: {
    /** Response key of one record: `project`, `member`, `review`, `blog`. */
    key: string;
    /** Response key of the lists. */
    listKey: string;
    publicListKey: string;
    publicList: string;
    /** A shorter public list: the blog's latest posts for the home page. */
    publicLatest?: string;
    list: string;
    add: string;
    /** The route parameter of the get and update paths: `projectID`, ... */
    param: string;
    get(id: string): string;
    update(id: string): string;
    remove(id: string): string;
  };
  admin: {
    /** The list page and each record's edit page. */
    page: string;
    edit(id: string): string;
    title: string;
    description: string;
    createHeading: string;
    createButton: string;
    createBusy: 'Creating...' | 'Adding...';
    updateHeading: string;
    listHeading: string;
    empty: string;
    imageLabel: string;
  };
}

/** The documented paths of a collection, from its singular and plural path segments. */
export function apiPaths(one: string, many: string, param: string) {
  return {
    param,
    publicList: `/frontend/${many}/get`,
    list: `/admin/${many}/get`,
    add: `/admin/${many}/add`,
    get: (id: string) => `/admin/${one}/${enc(id)}`,
    update: (id: string) => `/admin/${one}/update/${enc(id)}`,
    remove: (id: string) => `/admin/${many}/delete/${enc(id)}`,
  };
}

/** The panel's pages of a collection. */
export function adminPages(one: string, many: string) {
  return { page: `${ADMIN_ROOT}/${many}`, edit: (id: string) => `${ADMIN_ROOT}/${one}/${enc(id)}` };
}

/** What a store writes for a new record: everything but the id and the stamps. */
export type Writable<T> = Omit<T, keyof Stored>;
