import { recordMetadata, recordPage } from '@/components/admin/admin-page';

export const generateMetadata = recordMetadata('reviews');

export default recordPage('reviews');
