import type { Repository } from '@/lib/data/store';
import type {
  Blog,
  BlogInput,
  Project,
  ProjectInput,
  Review,
  ReviewInput,
  TeamMember,
  TeamMemberInput,
} from '@/lib/data/types';
import { blogSchema } from '@/lib/validation/blog';
import { projectSchema } from '@/lib/validation/project';
import { reviewSchema } from '@/lib/validation/review';
import { teamMemberSchema } from '@/lib/validation/team';
import type { ImageResource } from './resources';

export const projects: ImageResource<Project, ProjectInput> = {
  key: 'project',
  label: 'Project',
  content: 'projects',
  repo: (store) => store.projects,
  schema: projectSchema,
};

export const team: ImageResource<TeamMember, TeamMemberInput> = {
  key: 'member',
  label: 'Team member',
  content: 'team',
  repo: (store) => store.team,
  schema: teamMemberSchema,
};

export const reviews: ImageResource<Review, ReviewInput> = {
  key: 'review',
  label: 'Review',
  content: 'reviews',
  repo: (store) => store.reviews,
  schema: reviewSchema,
};

/** Blogs: the author is the signed-in admin, never what the form says. */
export const blogs: ImageResource<Blog, BlogInput> = {
  key: 'blog',
  label: 'Blog',
  content: 'blogs',
  // Blog updates have their own route (comment moderation); list, get, create and delete share
  // the common shape.
  repo: (store) => store.blogs as unknown as Repository<Blog, BlogInput>,
  schema: blogSchema,
  serverFields: (admin) => ({ author: admin.username }),
};
