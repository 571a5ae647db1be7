import type {
  Blog,
  ContactMessage,
  Faq,
  Project,
  Review,
  Service,
  SiteSettings,
  TeamMember,
} from '@/lib/entities';

/** Seed records carry fixed ids and dates so every store and every build link alike. */
export type Seed<T extends { _id: string; createdAt: string }> = Omit<T, 'updatedAt'>;

export interface SeedData {
  projects: Seed<Project>[];
  reviews: Seed<Review>[];
  team: Seed<TeamMember>[];
  blogs: Seed<Blog>[];
  messages: SeedMessage[];
  /** The site's own content; a seed without it leaves what is stored alone. */
  settings?: Seed<SiteSettings>;
  services?: Seed<Service>[];
  faqs?: Seed<Faq>[];
}

/** A demo message: stored new and never notified unless it says otherwise. */
export type SeedMessage = Omit<ContactMessage, 'handled' | 'notification'> &
  Partial<Pick<ContactMessage, 'handled' | 'notification'>>;
