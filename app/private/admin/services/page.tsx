import type { Metadata } from 'next';
import { ServicesPage } from '@/components/admin/content-pages';
import { service } from '@/lib/entities';

export const metadata: Metadata = { title: service.admin.title };

export default ServicesPage;
