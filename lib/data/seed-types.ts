import type { Blog, ContactMessage, Project, Review, Seed, TeamMember } from './types';

export interface SeedData {
  projects: Seed<Project>[];
  reviews: Seed<Review>[];
  team: Seed<TeamMember>[];
  blogs: Seed<Blog>[];
  messages: ContactMessage[];
}
