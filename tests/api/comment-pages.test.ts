import { GET } from '@/app/frontend/blog/comments/[blogId]/route';
import { COMMENTS_PER_PAGE, COMMENTS_SHOWN } from '@/lib/entities/comment-pages';
import { call } from '../helpers/http';
import { describeEachStore } from '../helpers/stores';

const BLOG = '65f1a3000000000000000002';

describeEachStore('GET /frontend/blog/comments/{blogId}', (fixture) => {
  let total = 0;
  beforeAll(async () => {
    const { store } = fixture();
    for (let i = 0; i < 130; i++) {
      await store.blogs.addComment(BLOG, {
        name: `N${i}`,
        email: 'n@example.com',
        comment: `c${i}`,
      });
    }
    total = (await store.blogs.get(BLOG))!.comments.length;
  });

  const page = (before: string, blogId = BLOG) =>
    call(GET, { path: `/frontend/blog/comments/${blogId}?before=${before}`, params: { blogId } });

  test('the page before the newest ones, oldest first, and where the next earlier page ends', async () => {
    const all = (await fixture().store.blogs.get(BLOG))!.comments;
    const before = total - COMMENTS_SHOWN;
    const res = await page(String(before));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(total);
    expect(res.body.start).toBe(before - COMMENTS_PER_PAGE);
    expect((res.body.comments as { _id: string }[]).map((c) => c._id)).toEqual(
      all.slice(before - COMMENTS_PER_PAGE, before).map((c) => c._id),
    );
  });

  test('paging back to the start reaches every comment once', async () => {
    const seen: string[] = [];
    let before = total - COMMENTS_SHOWN;
    for (let n = 0; n < 10 && before > 0; n++) {
      const res = await page(String(before));
      seen.unshift(...(res.body.comments as { _id: string }[]).map((c) => c._id));
      before = res.body.start as number;
    }
    expect(before).toBe(0);
    expect(seen).toHaveLength(total - COMMENTS_SHOWN);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('a missing or malformed position is a 400, an unknown post a 404', async () => {
    expect((await page('abc')).status).toBe(400);
    expect((await page('-1')).status).toBe(400);
    expect((await page('10', '65f1a30000000000000000ff')).status).toBe(404);
    expect((await page('10', 'not-an-id')).status).toBe(404);
  });
});
