import type { Metadata } from 'next';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Blogs' };

export default function AdminBlogsPage() {
  return <ResourceScreen kind="blogs" />;
}
