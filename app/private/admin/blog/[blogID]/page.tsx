import type { Metadata } from 'next';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Blog' };

export default async function AdminEditBlogPage({
  params,
}: {
  params: Promise<{ blogID: string }>;
}) {
  const { blogID } = await params;
  return <ResourceEditor kind="blogs" id={blogID} />;
}
