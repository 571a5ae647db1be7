import { DatabaseUnavailableError } from '@/lib/api/errors';
import { createMemoryStore, setStoreForTests } from '@/lib/data';
import {
  getBlogListPage,
  getBlogPage,
  getBlogSummaries,
  getLatestBlogs,
  getProjects,
  getReviews,
  getTeam,
} from '@/lib/data/public';
import type { Blog } from '@/lib/entities';

const blog = (n: number): Blog => ({
  _id: `65f1a30000000000000000${String(n).padStart(2, '0')}`,
  title: `Post ${n}`,
  slug: `post-${n}`,
  description: 'Text',
  imageURL: '/demo/blog-placeholder.svg',
  imageAlt: 'A test image',
  author: 'admin',
  authorMember: '',
  comments: [],
  createdAt: `2025-0${n}-01T09:00:00.000Z`,
  updatedAt: `2025-0${n}-01T09:00:00.000Z`,
});

/** A memory store holding exactly these posts. */
async function storeWith(posts: Blog[]) {
  const store = await createMemoryStore();
  for (const b of await store.blogs.list()) await store.blogs.remove(b._id);
  await store.importSeed({ projects: [], reviews: [], team: [], messages: [], blogs: posts });
  setStoreForTests(store);
  return store;
}

describe('what /blog/{id} shows (getBlogPage)', () => {
  const list = [7, 6, 5, 4, 3, 2, 1].map(blog); // newest first, as the store answers
  afterEach(() => setStoreForTests(undefined));

  it('the post with that id, with its neighbours in list order', async () => {
    await storeWith(list);
    const state = await getBlogPage(list[2]._id);
    expect(state.kind).toBe('post');
    if (state.kind !== 'post') return;
    expect(state.blog.title).toBe('Post 5');
    expect(state.found).toBe(true);
    expect(state.previous?.title).toBe('Post 6');
    expect(state.next?.title).toBe('Post 4');
  });

  it('an unknown or malformed id shows the first post', async () => {
    await storeWith(list);
    for (const id of ['65f1a3ffffffffffffffffff', 'not-an-id']) {
      const state = await getBlogPage(id);
      expect(state.kind === 'post' && state.blog.title).toBe('Post 7');
      expect(state.kind === 'post' && state.found).toBe(false);
    }
  });

  it('no previous post for the first, no next post for the last', async () => {
    await storeWith(list);
    const first = await getBlogPage(list[0]._id);
    const last = await getBlogPage(list[6]._id);
    expect(first.kind === 'post' && [first.previous, first.next?.title]).toEqual([null, 'Post 6']);
    expect(last.kind === 'post' && [last.previous?.title, last.next]).toEqual(['Post 2', null]);
  });

  it('"More Articles": at most five other posts, never the current one', async () => {
    await storeWith(list);
    const state = await getBlogPage(list[0]._id);
    expect(state.kind === 'post' && state.more.map((b) => b.title)).toEqual([
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
      'Post 2',
    ]);
    await storeWith(list.slice(0, 3));
    const short = await getBlogPage(list[1]._id);
    expect(short.kind === 'post' && short.more.map((b) => b.title)).toEqual(['Post 7', 'Post 5']);
  });

  it('reads one post, its neighbours and the six newest summaries, never the whole list', async () => {
    const store = await storeWith(list);
    const spies = (['list', 'summaries', 'previews', 'getPublished', 'neighbours'] as const).map(
      (m) => jest.spyOn(store.blogs, m),
    );
    await getBlogPage(list[3]._id);
    const [all, summaries, previews, get, neighbours] = spies;
    expect(all).not.toHaveBeenCalled();
    expect(previews).not.toHaveBeenCalled();
    expect(summaries.mock.calls).toEqual([[{ limit: 6 }]]);
    expect(get.mock.calls).toEqual([[list[3]._id]]);
    expect(neighbours).toHaveBeenCalledTimes(1);
  });

  it('empty when there are no posts', async () => {
    await storeWith([]);
    expect(await getBlogPage('x')).toEqual({ kind: 'empty' });
  });
});

describe('the pages of the blog list (getBlogListPage)', () => {
  afterEach(() => setStoreForTests(undefined));
  const many = Array.from({ length: 30 }, (_, i) => ({
    ...blog(1),
    _id: `65f1a300000000000000${String(i).padStart(4, '0')}`,
    title: `Post ${i}`,
    createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
  }));

  it('30 posts fill three pages of twelve, newest first; a fourth page does not exist', async () => {
    await storeWith(many);
    const titles = async (page: number) => (await getBlogListPage(page))?.items.map((b) => b.title);
    expect(await titles(1)).toEqual(
      many
        .slice(18)
        .reverse()
        .map((b) => b.title),
    );
    expect((await getBlogListPage(2))?.items).toHaveLength(12);
    expect(await titles(3)).toEqual(
      many
        .slice(0, 6)
        .reverse()
        .map((b) => b.title),
    );
    expect((await getBlogListPage(1))?.pages).toBe(3);
    expect(await getBlogListPage(4)).toBeNull();
  });

  it('no posts: one page, which says so', async () => {
    await storeWith([]);
    expect(await getBlogListPage(1)).toEqual({ items: [], failed: false, pages: 1, page: 1 });
  });
});

describe('page reads (lib/data/public)', () => {
  afterEach(() => setStoreForTests(undefined));

  it('read the demo content from the store, newest first', async () => {
    setStoreForTests(await createMemoryStore());
    const [projects, reviews, team, blogs, latest] = await Promise.all([
      getProjects(),
      getReviews(),
      getTeam(),
      getBlogSummaries(),
      getLatestBlogs(),
    ]);
    expect(latest.items).toHaveLength(3);
    for (const result of [projects, reviews, team, blogs, latest]) {
      expect(result.failed).toBe(false);
      expect(result.items.length).toBeGreaterThan(0);
    }
    const dates = blogs.items.map((b) => b.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  const down = () => Promise.reject(new DatabaseUnavailableError(new Error('ECONNREFUSED')));
  const downStore = {
    projects: { list: down, listPublished: down },
    reviews: { list: down, listPublished: down },
    team: { list: down, listPublished: down },
    blogs: {
      list: down,
      summaries: down,
      previews: down,
      count: down,
      countPublished: down,
      get: down,
      getPublished: down,
    },
  };

  it('during the build an unreachable database gives empty lists and a warning, never a thrown error', async () => {
    setStoreForTests(downStore as never);
    process.env.NEXT_PHASE = 'phase-production-build';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const read of [getProjects, getReviews, getTeam, getBlogSummaries, getLatestBlogs]) {
        await expect(read()).resolves.toEqual({ items: [], failed: true });
      }
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Database unavailable'));
    } finally {
      warn.mockRestore();
      delete process.env.NEXT_PHASE;
    }
  });

  it('at run time the failure is thrown, so a regeneration keeps the last good page', async () => {
    setStoreForTests(downStore as never);
    for (const read of [getProjects, getReviews, getTeam, getBlogSummaries, getLatestBlogs]) {
      await expect(read()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    }
  });
});
