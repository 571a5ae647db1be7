import { ADMIN_ROOT } from '@/lib/entities/entity';

/**
 * Page paths of the admin panel beside the collections' own (each entity's `admin.page` and
 * `admin.edit`, lib/entities).
 */
export { ADMIN_ROOT };
export const DASHBOARD_PATH = `${ADMIN_ROOT}/main`;
export const USERS_PATH = `${ADMIN_ROOT}/users`;
/** The signed-in user's own account: their role and their password. */
export const ACCOUNT_PATH = `${ADMIN_ROOT}/account`;
export const LOGIN_PATH = '/auth/login';
