import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { Dashboard } from '@/components/admin/dashboard';
import { inboxRequest, readDashboardView } from '@/lib/admin/dashboard';
import { mailSettings } from '@/lib/mail/settings';

export const metadata: Metadata = { title: 'Dashboard' };

/** The dashboard; its address holds the inbox's search, page and opened message. */
export default async function AdminIndexPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const request = inboxRequest(await searchParams);
  return adminPage(
    (store) => readDashboardView(store, request, mailSettings() !== null),
    (view) => <Dashboard initialView={view} />,
  );
}
