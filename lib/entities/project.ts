import {
  adminPages,
  apiPaths,
  keysOf,
  type ImageEntity,
  type Stored,
  type Writable,
} from './entity';
import { optional, patterned, slugField } from './content-fields';
import { text, webLink, type InputOf } from './fields';
import { galleryList, resultList, slugList, yesNo } from './project-fields';
import type { Publishing } from './publishing';
import { TEXT_LIMITS } from './text';

/**
 * A portfolio project: its card on the home page (when featured) and on /work, its dialog, and,
 * when it has case-study content (a slug, the challenge and what was done), its page /work/{slug}.
 */
const fields = {
  title: text({
    label: 'Title',
    max: TEXT_LIMITS.title,
    placeholder: 'e.g. Harbor & Pine storefront',
  }),
  link: webLink({
    label: 'Link',
    formLabel: 'Live link',
    max: TEXT_LIMITS.link,
    placeholder: 'https://example.com',
  }),
  imageAlt: text({
    label: 'Image alt text',
    max: 200,
    wide: true,
    placeholder: 'e.g. The storefront’s product page on a laptop and a phone',
    hint: 'What the project image shows, for visitors who cannot see it.',
  }),
  description: text({
    label: 'Description',
    max: TEXT_LIMITS.text,
    input: 'textarea',
    rows: 4,
    wide: true,
    placeholder: 'What we built and the result it brought.',
  }),
  featured: yesNo({
    label: 'Featured',
    yes: 'Yes: on the home page',
    no: 'No: on /work only',
    fallback: true,
    hint: 'Featured projects show on the home page, in the order set on the projects screen.',
  }),
  slug: optional(
    slugField({
      label: 'Case study slug',
      max: 80,
      placeholder: 'harbor-pine-storefront',
      hint: 'The case study’s address, /work/{slug}. With the challenge and what was done filled in, the project gets its own page.',
    }),
  ),
  client: optional(text({ label: 'Client', max: 120, placeholder: 'e.g. Harbor & Pine' })),
  industry: optional(text({ label: 'Industry', max: 80, placeholder: 'e.g. Furniture retail' })),
  year: optional(
    patterned({
      label: 'Year',
      max: 4,
      placeholder: '2025',
      pattern: /^(19|20)\d{2}$/,
      invalid: 'Year must be a year such as 2025!',
    }),
  ),
  services: slugList({
    label: 'Services used',
    max: 8,
    placeholder: 'web-development\nseo',
    hint: 'One service slug a line: each links to its service page, which lists this case study.',
  }),
  challenge: optional(
    text({ label: 'The challenge', max: 3_000, input: 'textarea', rows: 4, wide: true }),
  ),
  work: optional(
    text({ label: 'What we did', max: 5_000, input: 'textarea', rows: 6, wide: true }),
  ),
  results: resultList({
    label: 'Results',
    max: 6,
    placeholder: '2M+ | monthly visitors\n72% | more enquiries',
    hint: 'One result a line: the figure, a bar (|), then what it counts.',
  }),
  gallery: galleryList({
    label: 'Gallery',
    max: 12,
    hint: 'One image a line: its address, a bar (|), then its alt text. Images added below join the end of the list.',
  }),
};

/** What the project forms send. */
export type ProjectFields = InputOf<typeof fields>;
export type Project = Stored &
  ProjectFields &
  Publishing & {
    imageURL: string;
    /** The admins' order: the home page's featured projects and /work, lowest first. */
    position: number;
  };
export type ProjectInput = Writable<Project>;

/** A project has its own page once it has a slug, its challenge and what was done. */
export function hasCaseStudy(p: Pick<Project, 'slug' | 'challenge' | 'work'>): boolean {
  return Boolean(p.slug && p.challenge && p.work);
}

/** The admins' order: by position, then as given (newest first, the order before any move). */
export function inAdminOrder<T extends Pick<Project, 'position'>>(projects: T[]): T[] {
  return projects
    .map((p, index) => ({ p, index }))
    .sort((a, b) => a.p.position - b.p.position || a.index - b.index)
    .map(({ p }) => p);
}

export const caseStudyPath = (slug: string) => `/work/${slug}`;
export const PROJECT_SLUG_TAKEN =
  'That case study slug is already used by another project: choose another!';
export const GALLERY_UPLOADS_MAX = 4;

export const project = {
  label: 'Project',
  noun: 'project',
  content: 'projects',
  fields,
  keys: keysOf<Project>()(
    '_id',
    'title',
    'description',
    'link',
    'imageURL',
    'imageAlt',
    'featured',
    'position',
    'slug',
    'client',
    'industry',
    'year',
    'services',
    'challenge',
    'work',
    'results',
    'gallery',
    'status',
    'publishAt',
    'unpublishAt',
    'createdAt',
    'updatedAt',
  ),
  api: {
    key: 'project',
    listKey: 'allProjects',
    publicListKey: 'allProjects',
    ...apiPaths('project', 'projects', 'projectID'),
  },
  admin: {
    ...adminPages('project', 'projects'),
    title: 'Projects',
    description: 'Portfolio work: the home page’s featured projects, /work and each case study.',
    createHeading: 'Create Project',
    createButton: 'Create Project',
    createBusy: 'Creating...',
    updateHeading: 'Update Project',
    listHeading: 'All Projects',
    empty: 'No projects added yet',
    imageLabel: 'Project image',
  },
} as const satisfies ImageEntity<typeof fields>;
