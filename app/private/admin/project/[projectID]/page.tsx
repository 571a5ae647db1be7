import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { RecordNotFound } from '@/components/admin/record-not-found';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Project' };

export default async function AdminProjectsEditPage({
  params,
}: {
  params: Promise<{ projectID: string }>;
}) {
  const { projectID } = await params;
  return adminPage(
    (store) => store.projects.get(projectID),
    (record) =>
      record ? (
        <ResourceEditor kind="projects" record={record} />
      ) : (
        <RecordNotFound kind="projects" />
      ),
  );
}
