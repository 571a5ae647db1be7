import { Schema, model, models, type Model } from 'mongoose';
import { project, type Project } from '@/lib/entities';
import type { Doc } from './document';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';
import { addPublishingIndexes, publishingPaths } from './publishing';

export type ProjectDoc = Doc<Project>;
const { fields } = project;

const projectSchema = new Schema<ProjectDoc>(
  {
    title: { type: String, required: true, trim: true, maxlength: fields.title.max },
    description: { type: String, required: true, maxlength: fields.description.max },
    link: { type: String, required: true, trim: true, maxlength: fields.link.max },
    imageURL: { type: String, required: true },
    ...publishingPaths,
  },
  { timestamps: true, autoIndex: false },
);
projectSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);
addPublishingIndexes(projectSchema);

export const ProjectModel: Model<ProjectDoc> =
  (models.Project as Model<ProjectDoc>) ?? model<ProjectDoc>('Project', projectSchema);
