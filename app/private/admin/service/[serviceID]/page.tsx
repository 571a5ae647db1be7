import { ServicePage, contentMetadata } from '@/components/admin/content-pages';

export const generateMetadata = contentMetadata('service');

export default ServicePage;
