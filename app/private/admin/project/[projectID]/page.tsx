import type { Metadata } from 'next';
import { recordPage } from '@/components/admin/admin-page';
import { project } from '@/lib/entities';

export const metadata: Metadata = { title: project.admin.updateHeading };

export default recordPage('projects');
