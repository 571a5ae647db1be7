import {
  adminPages,
  apiPaths,
  keysOf,
  type ImageEntity,
  type Stored,
  type Writable,
} from './entity';
import { text, webLink, type InputOf } from './fields';
import type { Publishing } from './publishing';
import { TEXT_LIMITS } from './text';

/** A portfolio project: the Works section of the home page and its dialog. */
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
  description: text({
    label: 'Description',
    max: TEXT_LIMITS.text,
    input: 'textarea',
    rows: 4,
    wide: true,
    placeholder: 'What we built and the result it brought.',
  }),
};

/** What the project forms send. */
export type ProjectFields = InputOf<typeof fields>;
export type Project = Stored & ProjectFields & Publishing & { imageURL: string };
export type ProjectInput = Writable<Project>;

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
    description: 'Portfolio work shown in the Works section of the home page.',
    createHeading: 'Create Project',
    createButton: 'Create Project',
    createBusy: 'Creating...',
    updateHeading: 'Update Project',
    listHeading: 'All Projects',
    empty: 'No projects added yet',
    imageLabel: 'Project image',
  },
} as const satisfies ImageEntity<typeof fields>;
