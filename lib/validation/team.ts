import { z } from 'zod';
import { LIMITS, requiredText, webLink } from './fields';

export const teamMemberSchema = z.object({
  name: requiredText(LIMITS.name, 'Name'),
  description: requiredText(LIMITS.text, 'Description'),
  skill: requiredText(LIMITS.name, 'Skill'),
  linkedIn: webLink('LinkedIn'),
  github: webLink('GitHub'),
});
export type TeamMemberForm = z.infer<typeof teamMemberSchema>;
