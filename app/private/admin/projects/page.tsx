import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Projects' };

export default function AdminProjectsPage() {
  return adminPage(
    (store) => store.projects.list(),
    (rows) => <ResourceScreen kind="projects" initialRows={rows} />,
  );
}
