import { Schema, model, models, type Model } from 'mongoose';
import { teamMember, type TeamMember } from '@/lib/entities';
import type { Doc } from './document';
import { NEWEST_FIRST, NEWEST_FIRST_OPTIONS } from './indexes';
import { addPublishingIndexes, publishingPaths } from './publishing';

export type TeamMemberDoc = Doc<TeamMember>;
const { fields } = teamMember;

const teamMemberSchema = new Schema<TeamMemberDoc>(
  {
    name: { type: String, required: true, trim: true, maxlength: fields.name.max },
    skill: { type: String, required: true, trim: true, maxlength: fields.skill.max },
    description: { type: String, required: true, maxlength: fields.description.max },
    imageURL: { type: String, required: true },
    // Not required: a record stored before alt text existed has none until it is next saved.
    imageAlt: { type: String, default: '', trim: true, maxlength: fields.imageAlt.max },
    linkedIn: { type: String, required: true, trim: true, maxlength: fields.linkedIn.max },
    github: { type: String, required: true, trim: true, maxlength: fields.github.max },
    ...publishingPaths,
  },
  { timestamps: true, autoIndex: false },
);
teamMemberSchema.index(NEWEST_FIRST, NEWEST_FIRST_OPTIONS);
addPublishingIndexes(teamMemberSchema);

export const TeamMemberModel: Model<TeamMemberDoc> =
  (models.TeamMember as Model<TeamMemberDoc>) ??
  model<TeamMemberDoc>('TeamMember', teamMemberSchema);
