import type { Store } from '@/lib/data/store';
import { blogPreviewKeys, blogSummaryKeys, type Blog } from '@/lib/entities';
import { describeEachStore } from '../helpers/stores';

/**
 * The partial reads of the blog (summaries, previews, neighbours) answer what the full list
 * answers, in the same order, on both stores: the pages built from them show the same posts as
 * a page built from the whole list would.
 */

const TIE = '2024-06-01T09:00:00.000Z';

/** Three older posts, two of them created in the same millisecond (the id breaks the tie). */
function extraPosts(): Omit<Blog, 'updatedAt'>[] {
  const post = (id: string, createdAt: string, n: number) => ({
    _id: id,
    title: `Extra post ${n}`,
    slug: `extra-post-${n}`,
    description: `Body ${n}`,
    imageURL: `/demo/blogs/extra-${n}.svg`,
    imageAlt: 'A test image',
    author: 'Archive',
    authorMember: '',
    createdAt,
    comments: [
      {
        _id: `65f1a40000000000000000c${n}`,
        name: 'N',
        email: 'n@example.com',
        comment: 'c',
        createdAt,
      },
    ],
  });
  return [
    post('65f1a30000000000000000e1', TIE, 1),
    post('65f1a30000000000000000e2', TIE, 2),
    post('65f1a30000000000000000e3', '2024-01-01T09:00:00.000Z', 3),
  ];
}

async function seedExtra(store: Store) {
  await store.importSeed({
    projects: [],
    reviews: [],
    team: [],
    messages: [],
    blogs: extraPosts(),
  });
}

const pick = (blog: Blog, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, blog[k as keyof Blog]]));

describeEachStore('blog reads that load only what they show', (fixture) => {
  let list: Blog[];
  beforeAll(async () => {
    await fixture().reset();
    await seedExtra(fixture().store);
    list = await fixture().store.blogs.list();
  });

  test('the fixture: two posts share a createdAt, the greater id first', () => {
    const tied = list.filter((b) => b.createdAt === TIE).map((b) => b._id);
    expect(tied).toEqual(['65f1a30000000000000000e2', '65f1a30000000000000000e1']);
  });

  test('summaries: every post in list order, without text or comments', async () => {
    const summaries = await fixture().store.blogs.summaries();
    expect(summaries).toEqual(list.map((b) => pick(b, blogSummaryKeys)));
    for (const s of summaries) expect(Object.keys(s)).toEqual([...blogSummaryKeys]);
  });

  test('summaries of a range: the same stretch of the list', async () => {
    const { store } = fixture();
    expect(await store.blogs.summaries({ limit: 3 })).toEqual(
      list.slice(0, 3).map((b) => pick(b, blogSummaryKeys)),
    );
    expect(await store.blogs.summaries({ skip: 4, limit: 3 })).toEqual(
      list.slice(4, 7).map((b) => pick(b, blogSummaryKeys)),
    );
    expect(await store.blogs.summaries({ skip: list.length, limit: 3 })).toEqual([]);
  });

  test('previews: the text too, still no comments', async () => {
    const previews = await fixture().store.blogs.previews({ skip: 2, limit: 4 });
    expect(previews).toEqual(list.slice(2, 6).map((b) => pick(b, blogPreviewKeys)));
    for (const p of previews) expect(Object.keys(p)).toEqual([...blogPreviewKeys]);
  });

  test('neighbours: the posts on either side in list order, null at the ends, ties by id', async () => {
    const { store } = fixture();
    const link = (b: Blog | undefined) => (b ? { _id: b._id, title: b.title, slug: b.slug } : null);
    for (let i = 0; i < list.length; i += 1) {
      await expect(store.blogs.neighbours(list[i]!)).resolves.toEqual({
        previous: link(list[i - 1]),
        next: link(list[i + 1]),
      });
    }
  });
});
