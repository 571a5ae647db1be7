import { readForm } from '@/lib/api/body';
import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { imageStore } from '@/lib/images/store';
import { readImageField } from '@/lib/images/upload';
import { startSiteChange } from '@/lib/revalidate';
import { blogUpdateSchema } from '@/lib/validation/blog';

// PATCH /admin/blog/update/{blogID} — title, description, optional image, and comment
// moderation: `comments` (JSON text) lists the comments to keep; the rest are removed. Comment
// content is never taken from this request, so an update can remove comments but not forge them.
export const PATCH = adminRoute<{ blogID: string }>(async (req, { params }) => {
  const { blogID } = await params;
  const { fields, form } = await readForm(req);
  const { title, description, comments, loadedAt } = blogUpdateSchema.parse(fields);
  const image = await readImageField(form);
  const store = await getStore();
  const existing = await store.blogs.get(blogID);
  if (!existing) throw notFound('Blog');
  const site = await startSiteChange('blogs', store);
  const images = imageStore();
  const imageURL = image ? await images.save(image.bytes, image.type) : undefined;
  const blog = await store.blogs
    .update(blogID, {
      patch: { title, description, imageURL },
      keepCommentIds: comments,
      loadedAt: loadedAt ? new Date(loadedAt) : undefined,
    })
    .catch(async (error: unknown) => {
      if (imageURL) await images.remove(imageURL);
      throw error;
    });
  if (!blog) {
    if (imageURL) await images.remove(imageURL);
    throw notFound('Blog');
  }
  if (imageURL) await images.remove(existing.imageURL);
  site.revalidate(blog._id, blog);
  return Response.json({ blog, message: 'Blog updated successfully!' }, { status: 202 });
});

export const { GET, POST, PUT, DELETE } = methodsOtherThan('PATCH');
