import type { Metadata } from 'next';
import { UsersScreen } from '@/components/admin/users-screen';

export const metadata: Metadata = { title: 'Users' };

export default function AdminUsersPage() {
  return <UsersScreen />;
}
