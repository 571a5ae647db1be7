'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Role } from '@/lib/entities';

export interface AdminUser {
  id: string;
  username: string;
  role: Role;
}

const AdminUserContext = createContext<AdminUser | null>(null);

/** The signed-in admin, as the server layout checked it: for the greeting and the users screen. */
export function AdminUserProvider({ user, children }: { user: AdminUser; children: ReactNode }) {
  return <AdminUserContext.Provider value={user}>{children}</AdminUserContext.Provider>;
}

export function useAdminUser(): AdminUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser() needs an <AdminUserProvider> (the admin layout).');
  return user;
}
