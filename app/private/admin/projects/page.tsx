import type { Metadata } from 'next';
import { ResourceScreen } from '@/components/admin/resource-screen';

export const metadata: Metadata = { title: 'Projects' };

export default function AdminProjectsPage() {
  return <ResourceScreen kind="projects" />;
}
