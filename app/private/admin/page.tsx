import type { Metadata } from 'next';
import { adminPage } from '@/components/admin/admin-page';
import { Dashboard } from '@/components/admin/dashboard';
import { ScheduledList } from '@/components/admin/scheduled-list';
import { ADMIN_ROOT } from '@/lib/admin/paths';
import { readScheduled } from '@/lib/admin/scheduled';
import { inboxRequest, readDashboardView } from '@/lib/admin/dashboard';
import { site } from '@/lib/content/site';
import { mailSettings } from '@/lib/mail/settings';

// The layout's title template applies to the pages below it, not to this one beside it.
export const metadata: Metadata = { title: { absolute: `Dashboard · Admin | ${site.name}` } };

/** The dashboard; its address holds the inbox's search, page and opened message. */
export default async function AdminIndexPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const request = inboxRequest(await searchParams);
  return adminPage(
    ADMIN_ROOT,
    async (store, user) => ({
      view: await readDashboardView(store, request, mailSettings() !== null, user.role),
      scheduled: await readScheduled(store),
    }),
    ({ view, scheduled }) => (
      <>
        <Dashboard initialView={view} />
        <ScheduledList items={scheduled} />
      </>
    ),
  );
}
