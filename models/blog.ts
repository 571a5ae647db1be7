import { Schema, model, models, type Model, type Types } from 'mongoose';
import { TEXT_LIMITS as MAX } from '@/lib/validation/text';
import { NEWEST_FIRST } from './indexes';

export interface CommentDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  comment: string;
  createdAt: Date;
}

export interface BlogDoc {
  title: string;
  description: string;
  imageURL: string;
  author: string;
  comments: CommentDoc[];
  createdAt: Date;
  updatedAt: Date;
}

const commentSchema = new Schema<CommentDoc>({
  name: { type: String, required: true, trim: true, maxlength: MAX.name },
  email: { type: String, required: true, trim: true, maxlength: MAX.email },
  comment: { type: String, required: true, maxlength: MAX.comment },
  createdAt: { type: Date, default: Date.now },
});

const blogSchema = new Schema<BlogDoc>(
  {
    title: { type: String, required: true, trim: true, maxlength: MAX.title },
    description: { type: String, required: true, maxlength: MAX.blogText },
    imageURL: { type: String, required: true },
    author: { type: String, required: true, trim: true, maxlength: MAX.name },
    comments: { type: [commentSchema], default: [] },
  },
  { timestamps: true, autoIndex: false },
);
blogSchema.index(NEWEST_FIRST);

export const BlogModel: Model<BlogDoc> =
  (models.Blog as Model<BlogDoc>) ?? model<BlogDoc>('Blog', blogSchema);
