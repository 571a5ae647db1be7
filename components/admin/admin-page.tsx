import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { LOGIN_PATH } from '@/lib/admin/paths';
import { getCurrentUser } from '@/lib/auth/server-session';
import { getStore, type Store } from '@/lib/data';
import { PermissionDenied } from './permission-denied';

/**
 * An admin screen rendered on the server: its data is read for the page and handed to the
 * screen as plain props. The layout checks the account too, but a navigation inside the panel
 * renders only the page, so each page checks again before it reads anything.
 */
export async function adminPage<T>(
  read: (store: Store) => Promise<T>,
  render: (data: T) => ReactNode,
): Promise<ReactNode> {
  const user = await getCurrentUser();
  if (!user) redirect(LOGIN_PATH);
  if (user.role !== 'admin') return <PermissionDenied username={user.username} inPanel />;
  return render(await read(await getStore()));
}
