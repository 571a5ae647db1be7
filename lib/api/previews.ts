import { labelOf, recordActivity } from '@/lib/activity/record';
import { getStore } from '@/lib/data';
import { blog, PREVIEW_DAYS, type PreviewLink } from '@/lib/entities';
import { previewPath } from '@/lib/publishing/preview-token';
import { adminRoute, notFound } from './route';

/** A post's private preview links, for the post form: create, list, revoke. */

type Params = { blogID: string };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A link as the panel shows it, with its address (the token is derived, never stored). */
const withPath = (link: PreviewLink) => ({ ...link, path: previewPath(link) });

/** GET: the post's links, newest first. */
export const listPreviews = adminRoute<Params>(async (_req, { params }) => {
  const { blogID } = await params;
  const store = await getStore();
  if (!(await store.blogs.get(blogID))) throw notFound(blog.label);
  const links = await store.publishing.listPreviews(blogID);
  return Response.json({ links: links.map(withPath) }, { status: 200 });
});

/** POST: a new link that opens the post for PREVIEW_DAYS days. */
export const createPreview = adminRoute<Params>(async (req, { params }, admin) => {
  const { blogID } = await params;
  const store = await getStore();
  const post = await store.blogs.get(blogID);
  if (!post) throw notFound(blog.label);
  // Whole seconds: the token carries the expiry in seconds and must name the stored one.
  const expires = Math.floor((Date.now() + PREVIEW_DAYS * DAY_MS) / 1000) * 1000;
  const link = await store.publishing.createPreview({
    blogId: post._id,
    createdBy: admin.username,
    expiresAt: new Date(expires).toISOString(),
  });
  await recordActivity(req, admin, {
    action: 'create',
    kind: 'preview-link',
    recordId: link._id,
    label: labelOf(post),
  });
  return Response.json(
    { link: withPath(link), message: `Preview link created. It works for ${PREVIEW_DAYS} days.` },
    { status: 201 },
  );
});

/** DELETE: the link stops working at once. */
export const revokePreview = adminRoute<{ linkID: string }>(async (req, { params }, admin) => {
  const { linkID } = await params;
  const store = await getStore();
  const link = await store.publishing.revokePreview(linkID, new Date().toISOString());
  if (!link) throw notFound('Preview link');
  const post = await store.blogs.get(link.blogId);
  await recordActivity(req, admin, {
    action: 'revoke',
    kind: 'preview-link',
    recordId: link._id,
    ...(post ? { label: labelOf(post) } : {}),
  });
  return Response.json({ link: withPath(link), message: 'Preview link revoked.' }, { status: 200 });
});
