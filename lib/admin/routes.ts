/** Page paths of the admin panel. */
export const ADMIN_ROOT = '/private/admin';

export const adminPaths = {
  main: `${ADMIN_ROOT}/main`,
  users: `${ADMIN_ROOT}/users`,
  projects: `${ADMIN_ROOT}/projects`,
  team: `${ADMIN_ROOT}/team`,
  reviews: `${ADMIN_ROOT}/reviews`,
  blogs: `${ADMIN_ROOT}/blogs`,
  project: (id: string) => `${ADMIN_ROOT}/project/${encodeURIComponent(id)}`,
  member: (id: string) => `${ADMIN_ROOT}/member/${encodeURIComponent(id)}`,
  review: (id: string) => `${ADMIN_ROOT}/review/${encodeURIComponent(id)}`,
  blog: (id: string) => `${ADMIN_ROOT}/blog/${encodeURIComponent(id)}`,
} as const;

export const LOGIN_PATH = '/auth/login';
