import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Blogs' };

export default function AdminBlogsPage() {
  return adminPage(
    (store) => store.blogs.list(),
    (rows) => <ResourceScreen kind="blogs" initialRows={rows} />,
  );
}
