import { Schema, model, models, type Model } from 'mongoose';
import { project, type Project } from '@/lib/entities';
import type { Doc } from './document';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';
import { addPublishingIndexes, publishingPaths } from './publishing';

export type ProjectDoc = Doc<Project>;
const { fields } = project;

const optionalText = (max: number | undefined) => ({ type: String, default: '', maxlength: max });

const result = new Schema(
  {
    figure: { type: String, required: true, maxlength: 16 },
    label: { type: String, required: true, maxlength: 80 },
  },
  { _id: false },
);
const galleryImage = new Schema(
  {
    url: { type: String, required: true, maxlength: 500 },
    alt: { type: String, required: true, maxlength: 200 },
  },
  { _id: false },
);

const projectSchema = new Schema<ProjectDoc>(
  {
    title: { type: String, required: true, trim: true, maxlength: fields.title.max },
    description: { type: String, required: true, maxlength: fields.description.max },
    link: { type: String, required: true, trim: true, maxlength: fields.link.max },
    imageURL: { type: String, required: true },
    // Not required here: a project stored before alt text was asked for has none until edited.
    imageAlt: { type: String, default: '', maxlength: fields.imageAlt.max },
    featured: { type: Boolean, default: true },
    position: { type: Number, default: 0 },
    slug: { type: String, default: '', trim: true, maxlength: fields.slug.max },
    client: optionalText(fields.client.max),
    industry: optionalText(fields.industry.max),
    year: optionalText(fields.year.max),
    services: { type: [String], default: [] },
    challenge: optionalText(fields.challenge.max),
    work: optionalText(fields.work.max),
    results: { type: [result], default: [] },
    gallery: { type: [galleryImage], default: [] },
    ...publishingPaths,
  },
  { timestamps: true, autoIndex: false },
);
projectSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);
addPublishingIndexes(projectSchema);
/** A case study's address: one project per slug (projects without one are left out). */
projectSchema.index(
  { slug: 1 },
  { name: 'slug_1', unique: true, partialFilterExpression: { slug: { $gt: '' } } },
);

export const ProjectModel: Model<ProjectDoc> =
  (models.Project as Model<ProjectDoc>) ?? model<ProjectDoc>('Project', projectSchema);
