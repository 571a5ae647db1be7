import type { Store } from '@/lib/data';
import type { ContactMessage } from '@/lib/entities';

/** The dashboard: the six counts and every contact message, newest first. */
export interface DashboardData {
  usersCount: number;
  projectsCount: number;
  teamCount: number;
  reviewsCount: number;
  messagesCount: number;
  blogsCount: number;
  messages: ContactMessage[];
}

/** One read for GET /admin/main/get and the dashboard page alike. */
export async function readDashboard(store: Store): Promise<DashboardData> {
  const [usersCount, projectsCount, teamCount, reviewsCount, blogsCount, messages] =
    await Promise.all([
      store.users.count(),
      store.projects.count(),
      store.team.count(),
      store.reviews.count(),
      store.blogs.count(),
      store.messages.list(),
    ]);
  return {
    usersCount,
    projectsCount,
    teamCount,
    reviewsCount,
    messagesCount: messages.length,
    blogsCount,
    messages,
  };
}
