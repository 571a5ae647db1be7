import { mayUse } from '@/lib/auth/permissions';
import type { Store } from '@/lib/data';
import type { ContactMessage, Role } from '@/lib/entities';
import {
  INBOX_PAGE_SIZE,
  INBOX_PARAMS,
  INBOX_SEARCH_MAX,
  searchText,
} from '@/lib/entities/contact-inbox';
import { USERS_PATH } from './paths';

/** The dashboard's API: its counts and the contact history, the admin's alone. */
export const DASHBOARD_API = '/admin/main/get';

/** The six dashboard counts. `messagesCount` counts every message, whatever is searched. */
export interface DashboardCounts {
  usersCount: number;
  projectsCount: number;
  teamCount: number;
  reviewsCount: number;
  messagesCount: number;
  blogsCount: number;
}

/**
 * GET /admin/main/get: the six counts and a page of the contact messages, newest first (the
 * first page unless `?page=` asks for another; `?q=` searches as the dashboard does).
 */
export interface DashboardData extends DashboardCounts {
  messages: ContactMessage[];
  /** The page shown (1-based): the one asked for, or the last one when it asked past the end. */
  page: number;
  pageCount: number;
}

/** What the dashboard's address asks the inbox for: `?q=`, `?page=`, `?message=`. */
export interface InboxRequest {
  query: string;
  /** 1-based. */
  page: number;
  /** The id of a message to open (the notification email links to it). */
  open?: string;
}

/** One page of the contact inbox, as the dashboard shows it. */
export interface InboxPage {
  query: string;
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  pageCount: number;
  /** How many messages match the search (all of them without one). */
  matching: number;
  /** How many messages no admin has marked handled. */
  newCount: number;
  messages: ContactMessage[];
  /** The message the address asked to open, wherever it is in the list; null when unknown. */
  opened: ContactMessage | null;
  /** Whether this server emails new messages (else "Send again" cannot work). */
  mailConfigured: boolean;
}

/**
 * The dashboard page: the counts and a page of the inbox, for an admin; an editor's has only the
 * counts of what they manage, and no inbox (lib/auth/permissions.ts).
 */
export interface DashboardView {
  counts: Partial<DashboardCounts>;
  inbox: InboxPage | null;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The inbox request of the dashboard's address. Anything odd reads as the default: a page that
 * is not a whole number from 1 is page 1, a search beyond its limit is cut there (the search
 * box stops there too).
 */
export function inboxRequest(params: Record<string, string | string[] | undefined>): InboxRequest {
  const query = searchText(first(params[INBOX_PARAMS.query])).slice(0, INBOX_SEARCH_MAX);
  const rawPage = first(params[INBOX_PARAMS.page]) ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const open = first(params[INBOX_PARAMS.open])?.trim() || undefined;
  return { query, page, ...(open ? { open } : {}) };
}

/**
 * How each count is read, and the path a role must be allowed to use to see it: an editor's
 * dashboard never reads the users or the messages at all.
 */
const COUNTS: Record<
  keyof DashboardCounts,
  [read: (store: Store) => Promise<number>, path?: string]
> = {
  usersCount: [(s) => s.users.count(), USERS_PATH],
  projectsCount: [(s) => s.projects.count()],
  teamCount: [(s) => s.team.count()],
  reviewsCount: [(s) => s.reviews.count()],
  messagesCount: [(s) => s.messages.count(), DASHBOARD_API],
  blogsCount: [(s) => s.blogs.count()],
};

/** The counts `role` may see. */
async function readCounts(store: Store, role: Role): Promise<Partial<DashboardCounts>> {
  const shown = Object.entries(COUNTS).filter(([, [, path]]) => !path || mayUse(role, path));
  const values = await Promise.all(shown.map(([, [read]]) => read(store)));
  return Object.fromEntries(shown.map(([key], i) => [key, values[i]]));
}

/** A page of the inbox: the messages matching the query, INBOX_PAGE_SIZE of them at most. */
async function readInboxPage(store: Store, { query, page: asked }: InboxRequest) {
  const matching = await store.messages.count(query);
  const pageCount = Math.max(1, Math.ceil(matching / INBOX_PAGE_SIZE));
  const page = Math.min(asked, pageCount);
  const messages = await store.messages.list({
    query,
    skip: (page - 1) * INBOX_PAGE_SIZE,
    limit: INBOX_PAGE_SIZE,
  });
  return { matching, page, pageCount, messages };
}

/** GET /admin/main/get: the counts and the page of messages the request asks for. */
export async function readDashboard(store: Store, request: InboxRequest): Promise<DashboardData> {
  const [counts, { messages, page, pageCount }] = await Promise.all([
    // The endpoint is the admin's alone (lib/auth/permissions.ts), who sees every count.
    readCounts(store, 'admin') as Promise<DashboardCounts>,
    readInboxPage(store, request),
  ]);
  return { ...counts, messages, page, pageCount };
}

/** The dashboard page: counts, and the page of the inbox its address asks for. */
export async function readDashboardView(
  store: Store,
  request: InboxRequest,
  mailConfigured: boolean,
  role: Role,
): Promise<DashboardView> {
  if (!mayUse(role, DASHBOARD_API)) return { counts: await readCounts(store, role), inbox: null };
  const { query } = request;
  const [counts, { matching, page, pageCount, messages }, newCount, opened] = await Promise.all([
    readCounts(store, role),
    readInboxPage(store, request),
    store.messages.countNew(),
    request.open ? store.messages.get(request.open) : null,
  ]);
  return {
    counts,
    inbox: { query, page, pageCount, matching, newCount, messages, opened, mailConfigured },
  };
}
