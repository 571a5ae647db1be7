import { Schema, model, models, type Model } from 'mongoose';

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
  { timestamps: true },
);
projectSchema.index({ createdAt: -1 });

export const ProjectModel: Model<ProjectDoc> =
  (models.Project as Model<ProjectDoc>) ?? model<ProjectDoc>('Project', projectSchema);
