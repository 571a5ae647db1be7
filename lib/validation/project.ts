import { z } from 'zod';
import { LIMITS, requiredText, webLink } from './fields';

export const projectSchema = z.object({
  title: requiredText(LIMITS.title, 'Title'),
  description: requiredText(LIMITS.text, 'Description'),
  link: webLink('Link'),
});
export type ProjectForm = z.infer<typeof projectSchema>;
