import {
  adminPages,
  apiPaths,
  keysOf,
  type ImageEntity,
  type Stored,
  type Writable,
} from './entity';
import { imageAlt } from './content-fields';
import { text, webLink, type InputOf } from './fields';
import type { Publishing } from './publishing';
import { TEXT_LIMITS } from './text';

/** A member of the team: the Our Team section. */
const fields = {
  name: text({ label: 'Name', max: TEXT_LIMITS.name, placeholder: 'e.g. Sofia Marin' }),
  skill: text({
    label: 'Skill',
    max: TEXT_LIMITS.name,
    placeholder: 'e.g. Lead Product Designer',
  }),
  linkedIn: webLink({
    label: 'LinkedIn',
    max: TEXT_LIMITS.link,
    placeholder: 'https://www.linkedin.com/in/…',
  }),
  github: webLink({ label: 'GitHub', max: TEXT_LIMITS.link, placeholder: 'https://github.com/…' }),
  description: text({
    label: 'Description',
    max: TEXT_LIMITS.text,
    input: 'textarea',
    rows: 4,
    wide: true,
    placeholder: 'A short introduction.',
  }),
  imageAlt: imageAlt({ label: 'Alt text', required: true }),
};

/** What the team member forms send. */
export type TeamMemberFields = InputOf<typeof fields>;
export type TeamMember = Stored & TeamMemberFields & Publishing & { imageURL: string };
export type TeamMemberInput = Writable<TeamMember>;

export const teamMember = {
  label: 'Team member',
  noun: 'team member',
  content: 'team',
  fields,
  keys: keysOf<TeamMember>()(
    '_id',
    'name',
    'skill',
    'description',
    'imageURL',
    'imageAlt',
    'linkedIn',
    'github',
    'status',
    'publishAt',
    'unpublishAt',
    'createdAt',
    'updatedAt',
  ),
  api: {
    key: 'member',
    listKey: 'allMembers',
    publicListKey: 'allMembers',
    ...apiPaths('member', 'team', 'memberID'),
  },
  admin: {
    ...adminPages('member', 'team'),
    title: 'Team',
    description: 'The people shown in the Our Team section.',
    createHeading: 'Add Team Member',
    createButton: 'Add Member',
    createBusy: 'Adding...',
    updateHeading: 'Update Team Member',
    listHeading: 'All Team Members',
    empty: 'No team member added yet',
    imageLabel: 'Photo',
  },
} as const satisfies ImageEntity<typeof fields>;
