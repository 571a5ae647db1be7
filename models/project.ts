import { Schema, model, models, type Model } from 'mongoose';
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
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    link: { type: String, required: true, trim: true },
    imageURL: { type: String, required: true },
  },
  { timestamps: true, autoIndex: false },
);
projectSchema.index(NEWEST_FIRST);

export const ProjectModel: Model<ProjectDoc> =
  (models.Project as Model<ProjectDoc>) ?? model<ProjectDoc>('Project', projectSchema);
