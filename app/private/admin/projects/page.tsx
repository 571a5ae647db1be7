import type { Metadata } from 'next';
import { collectionPage } from '@/components/admin/admin-page';
import { project } from '@/lib/entities';

export const metadata: Metadata = { title: project.admin.title };

export default collectionPage('projects');
