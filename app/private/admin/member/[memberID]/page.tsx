import { recordMetadata, recordPage } from '@/components/admin/admin-page';

export const generateMetadata = recordMetadata('team');

export default recordPage('team');
