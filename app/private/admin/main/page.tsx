// /private/admin/main: the dashboard, as /private/admin.
export { default, metadata } from '../page';
