import type { Role } from '@/lib/entities';

/**
 * Who may use which part of the panel and its API, by path: the one table the API routes, the
 * panel's pages and its navigation all read. An admin may use everything and a `user` nothing;
 * an editor only what is listed here (the site's content and their own account), so a path added
 * later is the admin's alone until it is listed.
 */

/** The roles the panel admits (the spec's allowed list); anyone else sees the permission page. */
export const PANEL_ROLES: readonly Role[] = ['admin', 'editor'];

/** The content an editor manages, by the collection and record segments its paths use. */
const EDITOR_CONTENT = [
  'projects',
  'project',
  'team',
  'member',
  'reviews',
  'review',
  'blogs',
  'blog',
  'comments',
  'faqs',
  'faq',
  'services',
  'service',
  'trash',
];

/** Paths an editor may use, and everything below them (their account page among them). */
const EDITOR_PREFIXES = [
  ...EDITOR_CONTENT.flatMap((segment) => [`/admin/${segment}`, `/private/admin/${segment}`]),
  '/private/admin/account',
  '/auth/password',
  '/auth/logout',
];

/**
 * Paths an editor may use exactly: the dashboard, without its contact history (the page leaves
 * it out for them; its API, /admin/main/get, carries the messages and stays the admin's).
 */
const EDITOR_PAGES = ['/private/admin', '/private/admin/main'];

function normalise(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Whether a role may use the page or endpoint at this path (no query string). */
export function mayUse(role: Role, path: string): boolean {
  if (role === 'admin') return true;
  if (role !== 'editor') return false;
  const wanted = normalise(path);
  return (
    EDITOR_PAGES.includes(wanted) ||
    EDITOR_PREFIXES.some((prefix) => wanted === prefix || wanted.startsWith(`${prefix}/`))
  );
}

/** Whether the role may enter the panel at all. */
export function usesPanel(role: Role): boolean {
  return PANEL_ROLES.includes(role);
}
