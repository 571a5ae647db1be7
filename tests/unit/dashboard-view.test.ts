import { readDashboardView } from '@/lib/admin/dashboard';
import { createMemoryStore } from '@/lib/data';

const FIRST_PAGE = { query: '', page: 1 };

describe('what the dashboard page reads for each role (readDashboardView)', () => {
  test("an editor's dashboard counts what they manage and never reads a user or a message", async () => {
    const store = await createMemoryStore();
    const refused = () => Promise.reject(new Error('an editor read a message or an account'));
    for (const read of ['count', 'countNew', 'list', 'get'] as const) {
      jest.spyOn(store.messages, read).mockImplementation(refused);
    }
    jest.spyOn(store.users, 'count').mockImplementation(refused);

    const view = await readDashboardView(store, FIRST_PAGE, false, 'editor');

    expect(view).toEqual({
      counts: {
        projectsCount: (await store.projects.list()).length,
        teamCount: (await store.team.list()).length,
        reviewsCount: (await store.reviews.list()).length,
        blogsCount: (await store.blogs.list()).length,
      },
      inbox: null,
    });
  });

  test("an admin's has all six counts and the first page of the inbox", async () => {
    const store = await createMemoryStore();
    await store.messages.create({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      subject: 'A project',
      message: 'Hello',
      notification: { state: 'not-configured' },
    });
    const view = await readDashboardView(store, FIRST_PAGE, true, 'admin');
    expect(view.counts).toEqual({
      usersCount: (await store.users.list()).length,
      projectsCount: (await store.projects.list()).length,
      teamCount: (await store.team.list()).length,
      reviewsCount: (await store.reviews.list()).length,
      messagesCount: await store.messages.count(),
      blogsCount: (await store.blogs.list()).length,
    });
    expect(view.inbox?.messages.map((m) => m.name)).toContain('Ada');
    expect(view.inbox?.mailConfigured).toBe(true);
  });
});
