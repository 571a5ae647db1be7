import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { UsersScreen } from '@/components/admin/users-screen';

export const metadata: Metadata = { title: 'Users' };

export default function AdminUsersPage() {
  return adminPage(
    (store) => store.users.list(),
    (users) => <UsersScreen initialUsers={users} />,
  );
}
