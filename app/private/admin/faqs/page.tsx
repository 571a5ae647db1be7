import type { Metadata } from 'next';
import { FaqsPage } from '@/components/admin/content-pages';
import { faq } from '@/lib/entities';

export const metadata: Metadata = { title: faq.admin.title };

export default FaqsPage;
