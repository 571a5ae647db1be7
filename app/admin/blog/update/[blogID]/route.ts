import { readForm } from '@/lib/api/body';
import { adminRoute, notFound, methodsOtherThan } from '@/lib/api/route';
import { getStore } from '@/lib/data';
import { imageStore } from '@/lib/images/store';
import { readImageField } from '@/lib/images/upload';
import { startSiteChange } from '@/lib/revalidate';
import { blogUpdateSchema, commentsToRemove } from '@/lib/validation/blog';

// PATCH /admin/blog/update/{blogID} — title, description, optional image, and comment
// moderation. Multipart fields:
//   title, description  required
//   image               optional; replaces the post's image (the replaced file is deleted)
//   comments            optional, JSON text: the comments to keep (objects with `_id`, or ids)
//   loadedComments      optional, JSON text: the comments the editor loaded (same form)
// Moderation only ever removes, and only comments the client saw: with loadedComments, those
// loaded and not kept; with comments alone, those not kept that are stored before the last kept
// one (comments are appended, so the client saw every comment before one it lists). A comment
// posted while the editor was open is never removed. Comment content is never taken from this
// request, so an update cannot forge or alter a visitor's comment. (`loadedAt`, sent by earlier
// editors, is accepted and ignored.)
export const PATCH = adminRoute<{ blogID: string }>(async (req, { params }) => {
  const { blogID } = await params;
  const { fields, form } = await readForm(req);
  const { title, description, comments, loadedComments } = blogUpdateSchema.parse(fields);
  const image = await readImageField(form);
  const store = await getStore();
  const existing = await store.blogs.get(blogID);
  if (!existing) throw notFound('Blog');
  const site = await startSiteChange('blogs', store);
  const images = imageStore();
  const imageURL = image ? await images.save(image.bytes, image.type) : undefined;
  const updated = await store.blogs
    .update(blogID, {
      patch: { title, description, imageURL },
      removeCommentIds: commentsToRemove(existing.comments, comments, loadedComments),
    })
    .catch(async (error: unknown) => {
      if (imageURL) await images.remove(imageURL);
      throw error;
    });
  if (!updated) {
    if (imageURL) await images.remove(imageURL);
    throw notFound('Blog');
  }
  // The image this update replaced: under concurrent updates, not necessarily `existing`'s.
  if (updated.replacedImageURL && updated.replacedImageURL !== imageURL) {
    await images.remove(updated.replacedImageURL);
  }
  site.revalidate(updated.record._id, updated.record);
  return Response.json(
    { blog: updated.record, message: 'Blog updated successfully!' },
    { status: 202 },
  );
});

export const { GET, POST, PUT, DELETE } = methodsOtherThan('PATCH');
