import type { Metadata } from 'next';
import { collectionPage } from '@/components/admin/admin-page';
import { teamMember } from '@/lib/entities';

export const metadata: Metadata = { title: teamMember.admin.title };

export default collectionPage('team');
