import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { UsersScreen } from '@/components/admin/users-screen';
import { USERS_PATH } from '@/lib/admin/paths';

export const metadata: Metadata = { title: 'Users' };

export default function AdminUsersPage() {
  return adminPage(
    USERS_PATH,
    (store) => store.users.list(),
    (users) => <UsersScreen initialUsers={users} />,
  );
}
