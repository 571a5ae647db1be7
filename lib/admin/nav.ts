import { mayUse } from '@/lib/auth/permissions';
import {
  IMAGE_ENTITIES,
  activity,
  commentQueue,
  faq,
  redirect,
  service,
  siteSettings,
  trash,
  type Role,
} from '@/lib/entities';
import { ADMIN_ROOT, DASHBOARD_PATH, USERS_PATH } from './paths';

export interface NavItem {
  label: string;
  href: string;
  /** Paths that are this item's page exactly. */
  pages: string[];
  /** The item's detail pages (edit screens): marked as the current section. */
  section?: string;
}

/** Every section of the panel, in the header's order; each role sees those it may use. */
const ADMIN_NAV: NavItem[] = [
  { label: 'Main', href: ADMIN_ROOT, pages: [ADMIN_ROOT, DASHBOARD_PATH] },
  { label: 'Users', href: USERS_PATH, pages: [USERS_PATH] },
  ...Object.values(IMAGE_ENTITIES).map(({ admin }) => ({
    label: admin.title,
    href: admin.page,
    pages: [admin.page],
    section: admin.edit(''),
  })),
  {
    label: commentQueue.admin.title,
    href: commentQueue.admin.page,
    pages: [commentQueue.admin.page],
  },
  ...[service, faq].map(({ admin }) => ({
    label: admin.title,
    href: admin.page,
    pages: [admin.page],
    section: admin.edit(''),
  })),
  { label: trash.admin.title, href: trash.admin.page, pages: [trash.admin.page] },
  {
    label: siteSettings.admin.title,
    href: siteSettings.admin.page,
    pages: [siteSettings.admin.page],
  },
  { label: redirect.admin.title, href: redirect.admin.page, pages: [redirect.admin.page] },
  { label: activity.admin.title, href: activity.admin.page, pages: [activity.admin.page] },
];

/** The header's links for a role: the sections whose page it may use (lib/auth/permissions.ts). */
export function navFor(role: Role): NavItem[] {
  return ADMIN_NAV.filter((item) => mayUse(role, item.href));
}
