import type { Metadata } from 'next';
import { ActivityScreen } from '@/components/admin/activity-screen';
import { adminPage } from '@/components/admin/admin-page';
import { ACTIVITY_PAGE_SIZE, activity, readActivityQuery } from '@/lib/entities';

export const metadata: Metadata = { title: activity.admin.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /private/admin/activity: the activity log, filtered and paged by its address. */
export default async function ActivityPage({ searchParams }: Props) {
  const { filter, page: asked } = readActivityQuery(await searchParams);
  return adminPage(
    activity.admin.page,
    async (store) => {
      const [matching, users] = await Promise.all([
        store.activity.count(filter),
        store.users.list(),
      ]);
      const pageCount = Math.max(1, Math.ceil(matching / ACTIVITY_PAGE_SIZE));
      // A page past the end (the log shrank, or the address was typed) shows the last one.
      const page = Math.min(asked, pageCount);
      const skip = (page - 1) * ACTIVITY_PAGE_SIZE;
      const entries = await store.activity.list(filter, { skip, limit: ACTIVITY_PAGE_SIZE });
      return {
        entries,
        matching,
        page,
        pageCount,
        first: skip + 1,
        filter,
        people: users
          .map((u) => ({ id: u._id, username: u.username }))
          .sort((a, b) => a.username.localeCompare(b.username)),
        now: new Date().toISOString(),
      };
    },
    (log) => <ActivityScreen log={log} />,
  );
}
