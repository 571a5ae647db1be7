import type { Metadata } from 'next';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Team' };

export default function AdminTeamPage() {
  return <ResourceScreen kind="team" />;
}
