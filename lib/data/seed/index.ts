import type { SeedData } from '../seed-types';
import { demoFaqs, demoServices, demoSettings } from './content';
import { demoBlogs, demoMessages, demoProjects, demoReviews, demoTeam } from './demo';

/** The demo content every fresh install starts with; fixed ids make it the same everywhere. */
export const demoSeed: SeedData = {
  projects: demoProjects,
  reviews: demoReviews,
  team: demoTeam,
  blogs: demoBlogs,
  messages: demoMessages,
  settings: demoSettings,
  services: demoServices,
  faqs: demoFaqs,
};
