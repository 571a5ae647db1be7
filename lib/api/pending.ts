import { labelOf, recordActivity } from '@/lib/activity/record';
import { getStore } from '@/lib/data';
import { blog, isPublic, pendingChanges, type Blog } from '@/lib/entities';
import { inputSchema } from '@/lib/entities/schema';
import { imageStore } from '@/lib/images/store';
import { readImageField } from '@/lib/images/upload';
import { readForm } from './body';
import { ApiError } from './errors';
import { adminRoute, notFound } from './route';

/**
 * A published post's pending changes (lib/entities/blog.ts BlogPending): saved apart from the
 * live post, which stays as it is for visitors, then published onto it or discarded. Saving them
 * changes no public page, so only publishing regenerates the site (its route does).
 */

type Params = { blogID: string };
const schema = inputSchema(blog.fields);

const NOT_LIVE =
  'Only a published post keeps its changes apart: a draft or scheduled post is not on the site yet, so save it directly.';
const NOTHING_PENDING = 'This post has no pending changes.';

async function livePost(id: string): Promise<Blog> {
  const post = await (await getStore()).blogs.get(id);
  if (!post) throw notFound(blog.label);
  return post;
}

/** A post as the activity log names it. */
export const aboutPost = (post: Blog) => ({
  kind: 'blog' as const,
  recordId: post._id,
  label: labelOf(post),
});

/** The image file a pending change holds of its own (not the live post's), if any. */
const ownImage = (post: Blog) =>
  post.pending && post.pending.imageURL !== post.imageURL ? post.pending.imageURL : null;

/** PUT multipart: title, description and an optional image, kept as the post's pending changes. */
export const savePending = adminRoute<Params>(async (req, { params }, admin) => {
  const { blogID } = await params;
  const { fields, form } = await readForm(req);
  const input = schema.parse(fields);
  const image = await readImageField(form);
  const post = await livePost(blogID);
  if (!isPublic(post)) throw new ApiError(409, NOT_LIVE);
  const images = imageStore();
  const imageURL = image
    ? await images.save(image.bytes, image.type)
    : (post.pending?.imageURL ?? post.imageURL);
  const pending = { ...input, imageURL, savedAt: new Date().toISOString() };
  const saved = await (await getStore()).blogs.update(blogID, { pending });
  if (!saved || saved === 'changed') {
    if (image) await images.remove(imageURL);
    throw notFound(blog.label);
  }
  // A new image replaces the one the earlier pending changes held (never the live post's).
  const earlier = ownImage(post);
  if (image && earlier) await images.remove(earlier);
  await recordActivity(req, admin, { action: 'save-pending', ...aboutPost(saved.record) });
  return Response.json(
    { blog: saved.record, message: 'Changes saved as pending. The live post is unchanged.' },
    { status: 202 },
  );
});

/**
 * The pending changes become the live post, in one write. The caller regenerates the site, then
 * calls `cleanUp` to delete the image they replaced (the write is done even if that fails).
 */
export async function publishPending(blogID: string) {
  const post = await livePost(blogID);
  if (!post.pending) throw new ApiError(409, NOTHING_PENDING);
  const changes = pendingChanges(post.pending);
  const { imageURL } = changes;
  const saved = await (await getStore()).blogs.update(blogID, { ...changes, pending: null });
  if (!saved || saved === 'changed') throw notFound(blog.label);
  const replaced = saved.replacedImageURL;
  return {
    answer: { blog: saved.record, message: 'Pending changes published.' },
    async cleanUp() {
      if (replaced && replaced !== imageURL) await imageStore().remove(replaced);
    },
  };
}

/** DELETE: the pending changes are dropped; the live post stays. */
export const discardPending = adminRoute<Params>(async (req, { params }, admin) => {
  const { blogID } = await params;
  const post = await livePost(blogID);
  if (!post.pending) throw new ApiError(409, NOTHING_PENDING);
  const saved = await (await getStore()).blogs.update(blogID, { pending: null });
  if (!saved || saved === 'changed') throw notFound(blog.label);
  const own = ownImage(post);
  if (own) await imageStore().remove(own);
  await recordActivity(req, admin, { action: 'discard', ...aboutPost(saved.record) });
  return Response.json(
    { blog: saved.record, message: 'Pending changes discarded.' },
    { status: 200 },
  );
});
