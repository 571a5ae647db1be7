import type { Metadata } from 'next';
import { recordPage } from '@/components/admin/admin-page';
import { blog } from '@/lib/entities';

export const metadata: Metadata = { title: blog.admin.updateHeading };

export default recordPage('blogs');
