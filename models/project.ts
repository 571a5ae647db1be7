import { Schema, model, models, type Model } from 'mongoose';
import { TEXT_LIMITS as MAX } from '@/lib/validation/text';
import { NEWEST_FIRST } from './indexes';

export interface ProjectDoc {
  title: string;
  description: string;
  link: string;
  imageURL: string;
  createdAt: Date;
  updatedAt: Date;
}

const projectSchema = new Schema<ProjectDoc>(
  {
    title: { type: String, required: true, trim: true, maxlength: MAX.title },
    description: { type: String, required: true, maxlength: MAX.text },
    link: { type: String, required: true, trim: true, maxlength: MAX.link },
    imageURL: { type: String, required: true },
  },
  { timestamps: true, autoIndex: false },
);
projectSchema.index(NEWEST_FIRST);

export const ProjectModel: Model<ProjectDoc> =
  (models.Project as Model<ProjectDoc>) ?? model<ProjectDoc>('Project', projectSchema);
