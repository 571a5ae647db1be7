import { ADMIN_ROOT, keysOf, type Stored } from './entity';
import {
  cardList,
  optional,
  patterned,
  siteOrWebLink,
  slugField,
  type ContentCard,
} from './content-fields';
import { choice, text, type InputOf } from './fields';

/**
 * A service the agency sells: its card on /services, the home teaser and the footer, and its
 * page /service/{slug}. Services are ordered by the admins; a retired one leaves every list and
 * its page redirects to /services. A slug changed after publishing keeps the old address as a
 * redirect to the new one (`previousSlugs`).
 */

/** The icons a service can carry: symbols of the icon sprite (public/icons.svg). */
export const SERVICE_ICONS = [
  'code',
  'smartphone',
  'megaphone',
  'shopping-bag',
  'palette',
  'layout',
  'clapperboard',
  'search',
  'sparkles',
  'target',
  'layers',
  'life-buoy',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const SERVICE_LIMITS = { cards: 12, cardTitle: 120, cardText: 600 } as const;

const cards = (label: string) =>
  cardList({
    label,
    min: 1,
    max: SERVICE_LIMITS.cards,
    titleMax: SERVICE_LIMITS.cardTitle,
    descriptionMax: SERVICE_LIMITS.cardText,
  });

/** The fields the panel shows as inputs; the two card lists have their own editor. */
const textFields = {
  title: text({ label: 'Title', max: 100, placeholder: 'e.g. Web Development' }),
  slug: slugField({
    label: 'Slug',
    max: 80,
    placeholder: 'web-development',
    hint: 'The page’s address: /service/{slug}. A changed slug keeps the old address as a redirect.',
  }),
  description: text({
    label: 'Card description',
    max: 300,
    input: 'textarea',
    rows: 2,
    wide: true,
  }),
  icon: choice({ label: 'Icon', values: SERVICE_ICONS }),
  accent: patterned({
    label: 'Accent colour',
    max: 7,
    placeholder: '#6366f1',
    hint: 'A hex colour: the card’s glow and the page’s tint.',
    pattern: /^#[0-9a-fA-F]{6}$/,
    invalid: 'Accent colour must be a hex colour such as #6366f1!',
  }),
  footerLabel: optional(
    text({
      label: 'Footer link',
      max: 60,
      placeholder: 'e.g. App Development',
      hint: 'The name of its link in the footer; leave empty to keep it out of the footer.',
    }),
  ),
  heroHeading: text({ label: 'Hero heading', max: 200, wide: true }),
  heroDescription: text({
    label: 'Hero description',
    max: 2_000,
    input: 'textarea',
    rows: 4,
    wide: true,
  }),
  heroImage: siteOrWebLink({
    label: 'Hero image',
    max: 500,
    placeholder: '/services/web-development.svg',
    hint: 'A picture on this site (/services/...) or a full https:// address.',
    wide: true,
  }),
  metaDescription: text({
    label: 'Meta description',
    max: 300,
    input: 'textarea',
    rows: 2,
    wide: true,
    hint: 'What search engines show under the page’s title: about 150 characters.',
  }),
  detailsHeading: text({ label: 'Details heading', max: 200, wide: true }),
  cycleHeading: text({ label: 'Process heading', max: 200, wide: true }),
};

const fields = {
  ...textFields,
  details: cards('Details'),
  cycles: cards('Process'),
};

export type ServiceFields = InputOf<typeof fields>;
export type ServiceCard = ContentCard;
export type Service = Stored &
  ServiceFields & {
    position: number;
    /** Off every list; its addresses redirect to /services. */
    retired: boolean;
    /** Addresses it had before a slug change: each redirects to the current one. */
    previousSlugs: string[];
  };

const enc = encodeURIComponent;

export const service = {
  label: 'Service',
  noun: 'service',
  fields,
  textFields,
  keys: keysOf<Service>()(
    '_id',
    'slug',
    'title',
    'description',
    'icon',
    'accent',
    'footerLabel',
    'heroHeading',
    'heroDescription',
    'heroImage',
    'metaDescription',
    'detailsHeading',
    'details',
    'cycleHeading',
    'cycles',
    'position',
    'retired',
    'previousSlugs',
    'createdAt',
    'updatedAt',
  ),
  api: {
    key: 'service',
    listKey: 'allServices',
    param: 'serviceID',
    list: '/admin/services/get',
    add: '/admin/services/add',
    get: (id: string) => `/admin/service/${enc(id)}`,
    update: (id: string) => `/admin/service/update/${enc(id)}`,
    remove: (id: string) => `/admin/services/delete/${enc(id)}`,
  },
  admin: {
    page: `${ADMIN_ROOT}/services`,
    edit: (id: string) => `${ADMIN_ROOT}/service/${enc(id)}`,
    title: 'Services',
    description: 'The services grid, the footer’s links, the home teaser and each service page.',
  },
} as const;

export const servicePath = (slug: string) => `/service/${slug}`;
export const SLUG_TAKEN = 'That slug is already used by another service: choose another!';
