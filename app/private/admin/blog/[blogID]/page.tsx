import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { RecordNotFound } from '@/components/admin/record-not-found';
import { ResourceEditor } from '@/components/admin/resource-editor';

export const metadata: Metadata = { title: 'Update Blog' };

export default async function AdminBlogsEditPage({
  params,
}: {
  params: Promise<{ blogID: string }>;
}) {
  const { blogID } = await params;
  return adminPage(
    (store) => store.blogs.get(blogID),
    (record) =>
      record ? <ResourceEditor kind="blogs" record={record} /> : <RecordNotFound kind="blogs" />,
  );
}
