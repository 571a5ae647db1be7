import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { Dashboard } from '@/components/admin/dashboard';
import { readDashboard } from '@/lib/admin/dashboard';

export const metadata: Metadata = { title: 'Dashboard' };

export default function AdminIndexPage() {
  return adminPage(readDashboard, (data) => <Dashboard initialData={data} />);
}
