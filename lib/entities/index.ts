import { blog } from './blog';
import { project } from './project';
import { review } from './review';
import { teamMember } from './team-member';

export * from './activity';
export * from './blog';
export * from './byline';
export * from './comment';
export * from './comment-moderation';
export * from './contact-message';
export * from './entity';
export * from './fields';
export * from './preview-link';
export * from './post-slug';
export * from './project';
export * from './project-fields';
export * from './publishing';
export * from './review';
export * from './team-member';
export * from './text';
export * from './user';

/** The collections the panel manages with its create/edit/delete screens, by panel page. */
export const IMAGE_ENTITIES = {
  projects: project,
  team: teamMember,
  reviews: review,
  blogs: blog,
} as const;
export type ImageEntityKind = keyof typeof IMAGE_ENTITIES;
export * from './content-fields';
export * from './faq';
export * from './ordered';
export * from './service';
export * from './site-settings';
export * from './redirect';
export * from './trash';
