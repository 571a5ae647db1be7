import { FaqPage, contentMetadata } from '@/components/admin/content-pages';

export const generateMetadata = contentMetadata('faq');

export default FaqPage;
