import { recordMetadata, recordPage } from '@/components/admin/admin-page';

export const generateMetadata = recordMetadata('projects');

export default recordPage('projects');
