import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { LOGIN_PATH } from '@/lib/admin/paths';
import { mayUse } from '@/lib/auth/permissions';
import { getCurrentUser } from '@/lib/auth/server-session';
import { getStore, type Store } from '@/lib/data';
import {
  IMAGE_ENTITIES,
  memberByline,
  userByline,
  type ImageEntityKind,
  type User,
} from '@/lib/entities';
import { AuthorChoicesProvider, type AuthorChoices } from './author-field';
import type { RowOf } from './collection-tables';
import { PermissionDenied } from './permission-denied';
import { RecordNotFound } from './record-not-found';
import { ResourceEditor } from './resource-editor';
import { ResourceScreen } from './resource-screen';

/**
 * A panel screen rendered on the server: its data is read for the page and handed to the screen
 * as plain props. The layout admits the panel's roles, but a navigation inside the panel renders
 * only the page, so each page checks that the user's role may use its path (lib/auth/permissions)
 * before it reads anything.
 */
export async function adminPage<T>(
  path: string,
  read: (store: Store, user: User) => Promise<T>,
  render: (data: T, user: User) => ReactNode,
): Promise<ReactNode> {
  const user = await getCurrentUser();
  if (!user) redirect(LOGIN_PATH);
  if (!mayUse(user.role, path)) return <PermissionDenied username={user.username} inPanel />;
  return render(await read(await getStore(), user), user);
}

/** Who a post can be by: the team, then the panel's users (lib/entities/byline.ts). */
async function readAuthorChoices(store: Store, user: User): Promise<AuthorChoices> {
  const [members, users] = await Promise.all([store.team.list(), store.users.list()]);
  return {
    current: userByline(user.username),
    members: members.map((m) => ({ value: memberByline(m._id), label: m.name })),
    users: users.map((u) => ({ value: userByline(u.username), label: u.username })),
  };
}

/** A screen, with the author list around it when it has blog forms. */
async function withAuthors(kind: ImageEntityKind, store: Store, user: User, screen: ReactNode) {
  if (kind !== 'blogs') return screen;
  const choices = await readAuthorChoices(store, user);
  return <AuthorChoicesProvider choices={choices}>{screen}</AuthorChoicesProvider>;
}

type Reads = {
  [K in ImageEntityKind]: {
    list(store: Store): Promise<RowOf<K>[]>;
    get(store: Store, id: string): Promise<RowOf<K> | null>;
  };
};

/** The reads of each collection's pages (the store names its collections as the panel does). */
const READS: Reads = {
  projects: { list: (s) => s.projects.list(), get: (s, id) => s.projects.get(id) },
  team: { list: (s) => s.team.list(), get: (s, id) => s.team.get(id) },
  reviews: { list: (s) => s.reviews.list(), get: (s, id) => s.reviews.get(id) },
  blogs: { list: (s) => s.blogs.list(), get: (s, id) => s.blogs.get(id) },
};

/** /private/admin/{projects|team|reviews|blogs}: the collection's create form and table. */
export function collectionPage<K extends ImageEntityKind>(kind: K) {
  return function CollectionPage() {
    return adminPage(
      IMAGE_ENTITIES[kind].admin.page,
      async (store, user) =>
        withAuthors(
          kind,
          store,
          user,
          <ResourceScreen kind={kind} initialRows={await READS[kind].list(store)} />,
        ),
      (screen) => screen,
    );
  };
}

type RecordParams = { params: Promise<Record<string, string>> };

/** One record, read once per request for both the edit page and its title. */
const readRecord = cache(async (kind: ImageEntityKind, id: string) =>
  READS[kind].get(await getStore(), id),
);

const recordId = async (kind: ImageEntityKind, { params }: RecordParams) =>
  (await params)[IMAGE_ENTITIES[kind].api.param] ?? '';

/** /private/admin/{project|member|review|blog}/{id}: one record's edit screen. */
export function recordPage<K extends ImageEntityKind>(kind: K) {
  return async function RecordPage(props: RecordParams) {
    const id = await recordId(kind, props);
    return adminPage(
      IMAGE_ENTITIES[kind].admin.edit(id),
      async (store, user) => {
        const record = (await readRecord(kind, id)) as RowOf<K> | null;
        if (!record) return <RecordNotFound kind={kind} />;
        return withAuthors(kind, store, user, <ResourceEditor kind={kind} record={record} />);
      },
      (screen) => screen,
    );
  };
}

/**
 * The edit screen's title: its form's ('Update Review'), or 'Review not found' when the record
 * is gone. Only the request of a role that may use the page reads the record; anyone else gets
 * the form's title.
 */
export function recordMetadata(kind: ImageEntityKind) {
  const { label, admin } = IMAGE_ENTITIES[kind];
  return async function generateMetadata(props: RecordParams): Promise<Metadata> {
    const user = await getCurrentUser();
    const id = await recordId(kind, props);
    if (!user || !mayUse(user.role, admin.edit(id))) return { title: admin.updateHeading };
    const found = (await readRecord(kind, id)) !== null;
    // The panel's words for it, as the API's 404 has them ('Review not found').
    return { title: found ? admin.updateHeading : `${label} not found` };
  };
}
