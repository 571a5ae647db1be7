import { Schema, model, models, type Model, type Types } from 'mongoose';
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
  name: { type: String, required: true, trim: true },
  email: { type: String, required: true, trim: true },
  comment: { type: String, required: true, maxlength: 300 },
  createdAt: { type: Date, default: Date.now },
});

const blogSchema = new Schema<BlogDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    imageURL: { type: String, required: true },
    author: { type: String, required: true, trim: true },
    comments: { type: [commentSchema], default: [] },
  },
  { timestamps: true, autoIndex: false },
);
blogSchema.index(NEWEST_FIRST);

export const BlogModel: Model<BlogDoc> =
  (models.Blog as Model<BlogDoc>) ?? model<BlogDoc>('Blog', blogSchema);
