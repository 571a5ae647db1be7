import type { Metadata } from 'next';
import { collectionPage } from '@/components/admin/admin-page';
import { blog } from '@/lib/entities';

export const metadata: Metadata = { title: blog.admin.title };

export default collectionPage('blogs');
