import type { Metadata } from 'next';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Project' };

export default async function AdminEditProjectPage({
  params,
}: {
  params: Promise<{ projectID: string }>;
}) {
  const { projectID } = await params;
  return <ResourceEditor kind="projects" id={projectID} />;
}
