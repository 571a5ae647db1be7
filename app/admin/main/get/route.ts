import { adminRoute, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';

// GET /admin/main/get — the six dashboard counts and every contact message, newest first
export const GET = adminRoute(async () => {
  const store = await getStore();
  const [usersCount, projectsCount, teamCount, reviewsCount, blogsCount, messages] =
    await Promise.all([
      store.users.count(),
      store.projects.count(),
      store.team.count(),
      store.reviews.count(),
      store.blogs.count(),
      store.messages.list(),
    ]);
  return Response.json(
    {
      usersCount,
      projectsCount,
      teamCount,
      reviewsCount,
      messagesCount: messages.length,
      blogsCount,
      messages,
    },
    { status: 200 },
  );
});

export const { POST, PUT, PATCH, DELETE } = methodsOtherThan('GET');
