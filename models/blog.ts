import { Schema, model, models, type Model, type Types } from 'mongoose';
import {
  blog,
  comment,
  COMMENT_STATUSES,
  teamMember,
  type Blog,
  type BlogComment,
  type BlogPending,
} from '@/lib/entities';
import type { Doc } from './document';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';
import { addPublishingIndexes, publishingPaths } from './publishing';

export type CommentDoc = Omit<BlogComment, '_id' | 'createdAt'> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export type BlogDoc = Omit<Doc<Blog>, 'comments'> & { comments: CommentDoc[] };

const commentSchema = new Schema<CommentDoc>({
  name: { type: String, required: true, trim: true, maxlength: comment.fields.name.max },
  email: { type: String, required: true, trim: true, maxlength: comment.fields.email.max },
  comment: { type: String, required: true, maxlength: comment.fields.comment.max },
  // Not required: a comment stored before moderation existed has none and reads as published.
  status: { type: String, enum: COMMENT_STATUSES },
  createdAt: { type: Date, default: Date.now },
});

/** A published post's changes kept apart from it until they are published. */
const pendingSchema = new Schema<BlogPending>(
  {
    title: { type: String, required: true, trim: true, maxlength: blog.fields.title.max },
    description: { type: String, required: true, maxlength: blog.fields.description.max },
    imageURL: { type: String, required: true },
    imageAlt: { type: String, default: '', trim: true, maxlength: blog.fields.imageAlt.max },
    seoTitle: { type: String, default: '', trim: true, maxlength: blog.fields.seoTitle.max },
    seoDescription: { type: String, default: '', maxlength: blog.fields.seoDescription.max },
    shareImage: { type: String, default: '', trim: true, maxlength: blog.fields.shareImage.max },
    savedAt: { type: String, required: true },
  },
  { _id: false },
);

const blogSchema = new Schema<BlogDoc>(
  {
    title: { type: String, required: true, trim: true, maxlength: blog.fields.title.max },
    // Not required: a post stored before slugs existed gets one at the next index build.
    slug: { type: String, trim: true, maxlength: blog.fields.slug.max },
    description: { type: String, required: true, maxlength: blog.fields.description.max },
    imageURL: { type: String, required: true },
    // Not required: a post stored before alt text existed has none until it is next saved.
    imageAlt: { type: String, default: '', trim: true, maxlength: blog.fields.imageAlt.max },
    seoTitle: { type: String, default: '', trim: true, maxlength: blog.fields.seoTitle.max },
    seoDescription: { type: String, default: '', maxlength: blog.fields.seoDescription.max },
    shareImage: { type: String, default: '', trim: true, maxlength: blog.fields.shareImage.max },
    // A panel user's username or a team member's name (lib/entities/byline.ts).
    author: { type: String, required: true, trim: true, maxlength: teamMember.fields.name.max },
    authorMember: { type: String, default: '' },
    comments: { type: [commentSchema], default: [] },
    // Not required: a post stored before the switch existed is open.
    commentsOpen: { type: Boolean },
    ...publishingPaths,
    pending: { type: pendingSchema, default: undefined },
  },
  { timestamps: true, autoIndex: false },
);
blogSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);
addPublishingIndexes(blogSchema);
/**
 * A post's address: one post per slug. Partial, so the posts stored before slugs existed (none
 * yet) do not collide with each other as null until the store gives them theirs.
 */
blogSchema.index(
  { slug: 1 },
  { name: 'slug_1', unique: true, partialFilterExpression: { slug: { $exists: true } } },
);

/**
 * The panel's approval queue and its header count read the posts holding a held comment; the
 * moderation setting asks whether an address has an approved (or spam) comment. Multikey
 * indexes over the embedded comments serve both without a scan of every post.
 */
blogSchema.index({ 'comments.status': 1 }, { name: 'comments.status_1' });
blogSchema.index({ 'comments.email': 1 }, { name: 'comments.email_1' });

export const BlogModel: Model<BlogDoc> =
  (models.Blog as Model<BlogDoc>) ?? model<BlogDoc>('Blog', blogSchema);
