import { recordMetadata, recordPage } from '@/components/admin/admin-page';

export const generateMetadata = recordMetadata('blogs');

export default recordPage('blogs');
