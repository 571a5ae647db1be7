/**
 * A post's page shows its newest comments; the earlier ones load a page at a time on a click, so
 * the page stays small however many comments the post holds.
 */
export const COMMENTS_SHOWN = 20;
export const COMMENTS_PER_PAGE = 50;

/** GET /frontend/blog/comments/{blogId}?before={n}: the comments before position n. */
export const commentPagePath = (blogId: string, before: number) =>
  `/frontend/blog/comments/${encodeURIComponent(blogId)}?before=${before}`;

/**
 * Positions of the page of comments that ends before `before` (oldest first, as a post keeps
 * them): start and end, clamped to the list.
 */
export function commentPageRange(total: number, before: number): [number, number] {
  const end = Math.max(0, Math.min(before, total));
  return [Math.max(0, end - COMMENTS_PER_PAGE), end];
}
