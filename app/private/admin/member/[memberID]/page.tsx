import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { RecordNotFound } from '@/components/admin/record-not-found';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Team Member' };

export default async function AdminTeamEditPage({
  params,
}: {
  params: Promise<{ memberID: string }>;
}) {
  const { memberID } = await params;
  return adminPage(
    (store) => store.team.get(memberID),
    (record) =>
      record ? <ResourceEditor kind="team" record={record} /> : <RecordNotFound kind="team" />,
  );
}
