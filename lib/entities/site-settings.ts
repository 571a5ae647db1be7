import { ADMIN_ROOT, keysOf, type Stored } from './entity';
import {
  patterned,
  emailField,
  lineList,
  optional,
  phoneField,
  siteOrWebLink,
} from './content-fields';
import { text, webLink, type InputOf, type TextField } from './fields';
import { TEXT_LIMITS } from './text';
import { commentModerationField } from './comment-moderation';

/**
 * The site's own settings: one document holding the agency's name and contact details, its
 * social links, the home page's figures, the contact form's subjects and the footer's line.
 * Every public page that shows one of them reads it from the store.
 */

const social = (label: string, placeholder: string): TextField =>
  optional(webLink({ label, max: TEXT_LIMITS.link, placeholder, hint: 'Leave empty to hide it.' }));

/** One figure of the About us block: its value ('40+'), label and line of text. */
const stat = <N extends 1 | 2 | 3 | 4 | 5>(n: N) =>
  ({
    [`stat${n}Value`]: text({ label: `Figure ${n} value`, max: 20, placeholder: 'e.g. 40+' }),
    [`stat${n}Label`]: text({ label: `Figure ${n} label`, max: 80 }),
    [`stat${n}Text`]: text({
      label: `Figure ${n} text`,
      max: 300,
      input: 'textarea',
      rows: 2,
      wide: true,
    }),
  }) as Record<`stat${N}Value` | `stat${N}Label` | `stat${N}Text`, TextField>;

/** The figures' numbers, for the pages that list them. */
export const STAT_NUMBERS = [1, 2, 3, 4, 5] as const;

const contact = {
  name: text({
    label: 'Agency name',
    max: TEXT_LIMITS.name,
    hint: 'As the header, footer and structured data show it.',
  }),
  email: emailField({ label: 'Contact email', max: TEXT_LIMITS.email }),
  phone: phoneField({
    label: 'Phone',
    max: TEXT_LIMITS.phone,
    input: 'text',
    placeholder: '+1 (415) 555-0142',
  }),
  whatsappNumber: patterned({
    label: 'WhatsApp number',
    max: 20,
    hint: 'Digits only, with the country code: the floating button and the footer link to it.',
    placeholder: '14155550142',
    pattern: /^[0-9]{7,15}$/,
    invalid: 'WhatsApp number must be 7 to 15 digits with the country code, nothing else!',
  }),
};

const address = {
  street: text({ label: 'Street', max: TEXT_LIMITS.name }),
  suite: optional(text({ label: 'Suite', max: TEXT_LIMITS.name })),
  city: text({ label: 'City', max: TEXT_LIMITS.name }),
  region: text({ label: 'Region', max: TEXT_LIMITS.name }),
  postalCode: text({ label: 'Postal code', max: 20 }),
  country: text({ label: 'Country', max: TEXT_LIMITS.name }),
};

const socials = {
  linkedin: social('LinkedIn', 'https://www.linkedin.com/company/...'),
  x: social('X (Twitter)', 'https://x.com/...'),
  instagram: social('Instagram', 'https://www.instagram.com/...'),
  dribbble: social('Dribbble', 'https://dribbble.com/...'),
  github: social('GitHub', 'https://github.com/...'),
};

const figures = {
  rating: patterned({
    label: 'Rating',
    max: 3,
    placeholder: '5.0',
    hint: 'Out of 5, with one decimal.',
    pattern: /^(?:[0-4]\.[0-9]|5\.0)$/,
    invalid: 'Rating must be a number from 0.0 to 5.0 with one decimal!',
  }),
  reviewCount: patterned({
    label: 'Number of reviews',
    max: 9,
    pattern: /^[0-9]{1,9}$/,
    invalid: 'Number of reviews must be a whole number!',
  }),
  ...stat(1),
  ...stat(2),
  ...stat(3),
  ...stat(4),
  ...stat(5),
};

const links = {
  reviewsLinkText: text({ label: 'Reviews link text', max: 100 }),
  reviewsLinkHref: optional(
    siteOrWebLink({
      label: 'Reviews link address',
      max: TEXT_LIMITS.link,
      hint: 'Leave empty to show the text without a link.',
    }),
  ),
  contactSubjects: lineList({
    label: 'Contact subjects',
    min: 1,
    max: 10,
    itemMax: 100,
    hint: 'One subject a line: the choices of the contact form.',
  }),
  copyright: text({ label: 'Footer copyright line', max: 200, wide: true }),
};

const comments = { commentModeration: commentModerationField };

/** The settings screen's sections, in order, each with its fields. */
export const SETTINGS_SECTIONS = [
  {
    id: 'contact',
    title: 'Agency and contact',
    description: 'The name, email, phone and WhatsApp number every page shows.',
    fields: contact,
  },
  {
    id: 'address',
    title: 'Office address',
    description: 'The footer, the contact page and the structured data.',
    fields: address,
  },
  {
    id: 'social',
    title: 'Social links',
    description: 'The footer’s icons; an empty one is not shown.',
    fields: socials,
  },
  {
    id: 'figures',
    title: 'Home page figures',
    description: 'The hero’s rating and the About us statistics.',
    fields: figures,
  },
  {
    id: 'more',
    title: 'Links, contact form and footer',
    description: 'The reviews link, the contact form’s subjects and the copyright line.',
    fields: links,
  },
  {
    id: 'comments',
    title: 'Comments',
    description: 'Whether a visitor’s comment appears at once or waits for approval.',
    fields: comments,
  },
] as const;

const fields = { ...contact, ...address, ...socials, ...figures, ...links, ...comments };

export type SiteSettingsFields = InputOf<typeof fields>;
export type SiteSettings = Stored & SiteSettingsFields;

export const siteSettings = {
  label: 'Settings',
  noun: 'settings',
  fields,
  keys: keysOf<SiteSettings>()(
    '_id',
    ...(Object.keys(fields) as (keyof SiteSettingsFields)[]),
    'createdAt',
    'updatedAt',
  ),
  api: {
    key: 'settings',
    get: '/admin/settings/get',
    update: '/admin/settings/update',
  },
  admin: {
    page: `${ADMIN_ROOT}/settings`,
    title: 'Settings',
    description: 'The agency’s details and the figures the public pages show.',
  },
} as const;
