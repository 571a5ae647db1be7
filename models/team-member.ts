import { Schema, model, models, type Model } from 'mongoose';
import { NEWEST_FIRST } from './indexes';

export interface TeamMemberDoc {
  name: string;
  skill: string;
  description: string;
  imageURL: string;
  linkedIn: string;
  github: string;
  createdAt: Date;
  updatedAt: Date;
}

const teamMemberSchema = new Schema<TeamMemberDoc>(
  {
    name: { type: String, required: true, trim: true },
    skill: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    imageURL: { type: String, required: true },
    linkedIn: { type: String, required: true, trim: true },
    github: { type: String, required: true, trim: true },
  },
  { timestamps: true, autoIndex: false },
);
teamMemberSchema.index(NEWEST_FIRST);

export const TeamMemberModel: Model<TeamMemberDoc> =
  (models.TeamMember as Model<TeamMemberDoc>) ??
  model<TeamMemberDoc>('TeamMember', teamMemberSchema);
