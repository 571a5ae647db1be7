import type { Metadata } from 'next';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Team Member' };

export default async function AdminEditMemberPage({
  params,
}: {
  params: Promise<{ memberID: string }>;
}) {
  const { memberID } = await params;
  return <ResourceEditor kind="team" id={memberID} />;
}
