import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Team' };

export default function AdminTeamPage() {
  return adminPage(
    (store) => store.team.list(),
    (rows) => <ResourceScreen kind="team" initialRows={rows} />,
  );
}
