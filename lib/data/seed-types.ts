import type { Blog, ContactMessage, Project, Review, TeamMember } from '@/lib/entities';

/** Seed records carry fixed ids and dates so every store and every build link alike. */
export type Seed<T extends { _id: string; createdAt: string }> = Omit<T, 'updatedAt'>;

export interface SeedData {
  projects: Seed<Project>[];
  reviews: Seed<Review>[];
  team: Seed<TeamMember>[];
  blogs: Seed<Blog>[];
  messages: SeedMessage[];
}

/** A demo message: stored new and never notified unless it says otherwise. */
export type SeedMessage = Omit<ContactMessage, 'handled' | 'notification'> &
  Partial<Pick<ContactMessage, 'handled' | 'notification'>>;
