import { DatabaseUnavailableError } from '@/lib/api/errors';
import { createMemoryStore, setStoreForTests } from '@/lib/data';
import {
  getBlogs,
  getProjects,
  getReviews,
  getTeam,
  selectBlogPage,
  type Loaded,
} from '@/lib/data/public';
import type { Blog } from '@/lib/entities';

const blog = (n: number): Blog => ({
  _id: `65f1a30000000000000000${String(n).padStart(2, '0')}`,
  title: `Post ${n}`,
  description: 'Text',
  imageURL: '/demo/blog-placeholder.svg',
  author: 'admin',
  comments: [],
  createdAt: `2025-0${n}-01T09:00:00.000Z`,
  updatedAt: `2025-0${n}-01T09:00:00.000Z`,
});

const loaded = (items: Blog[]): Loaded<Blog> => ({ items, failed: false });

describe('what /blog/{id} shows (selectBlogPage)', () => {
  const list = [7, 6, 5, 4, 3, 2, 1].map(blog); // newest first, as the store answers

  it('the post with that id, with its neighbours in list order', () => {
    const state = selectBlogPage(loaded(list), list[2]._id);
    expect(state.kind).toBe('post');
    if (state.kind !== 'post') return;
    expect(state.blog.title).toBe('Post 5');
    expect(state.found).toBe(true);
    expect(state.previous?.title).toBe('Post 6');
    expect(state.next?.title).toBe('Post 4');
  });

  it('an unknown or malformed id shows the first post', () => {
    for (const id of ['65f1a3ffffffffffffffffff', 'not-an-id']) {
      const state = selectBlogPage(loaded(list), id);
      expect(state.kind === 'post' && state.blog.title).toBe('Post 7');
      expect(state.kind === 'post' && state.found).toBe(false);
    }
  });

  it('no previous post for the first, no next post for the last', () => {
    const first = selectBlogPage(loaded(list), list[0]._id);
    const last = selectBlogPage(loaded(list), list[6]._id);
    expect(first.kind === 'post' && [first.previous, first.next?.title]).toEqual([null, 'Post 6']);
    expect(last.kind === 'post' && [last.previous?.title, last.next]).toEqual(['Post 2', null]);
  });

  it('"More Articles": at most five other posts, never the current one', () => {
    const state = selectBlogPage(loaded(list), list[0]._id);
    expect(state.kind === 'post' && state.more.map((b) => b.title)).toEqual([
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
      'Post 2',
    ]);
    const short = selectBlogPage(loaded(list.slice(0, 3)), list[1]._id);
    expect(short.kind === 'post' && short.more.map((b) => b.title)).toEqual(['Post 7', 'Post 5']);
  });

  it('empty when there are no posts, error when they could not be read', () => {
    expect(selectBlogPage(loaded([]), 'x')).toEqual({ kind: 'empty' });
    expect(selectBlogPage({ items: [], failed: true }, 'x')).toEqual({ kind: 'error' });
  });
});

describe('page reads (lib/data/public)', () => {
  afterEach(() => setStoreForTests(undefined));

  it('read the demo content from the store, newest first', async () => {
    setStoreForTests(await createMemoryStore());
    const [projects, reviews, team, blogs] = await Promise.all([
      getProjects(),
      getReviews(),
      getTeam(),
      getBlogs(),
    ]);
    for (const result of [projects, reviews, team, blogs]) {
      expect(result.failed).toBe(false);
      expect(result.items.length).toBeGreaterThan(0);
    }
    const dates = blogs.items.map((b) => b.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  const down = () => Promise.reject(new DatabaseUnavailableError(new Error('ECONNREFUSED')));
  const downStore = {
    projects: { list: down },
    reviews: { list: down },
    team: { list: down },
    blogs: { list: down },
  };

  it('during the build an unreachable database gives empty lists and a warning, never a thrown error', async () => {
    setStoreForTests(downStore as never);
    process.env.NEXT_PHASE = 'phase-production-build';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const read of [getProjects, getReviews, getTeam, getBlogs]) {
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
    for (const read of [getProjects, getReviews, getTeam, getBlogs]) {
      await expect(read()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    }
  });
});
