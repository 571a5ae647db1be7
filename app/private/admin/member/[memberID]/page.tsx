import type { Metadata } from 'next';
import { recordPage } from '@/components/admin/admin-page';
import { teamMember } from '@/lib/entities';

export const metadata: Metadata = { title: teamMember.admin.updateHeading };

export default recordPage('team');
