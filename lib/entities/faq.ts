import { ADMIN_ROOT, keysOf, type Stored } from './entity';
import { flag } from './content-fields';
import { accept, refuse, text, type Field, type InputOf } from './fields';
import { isObjectIdText } from './ordered';

/**
 * A question and its answer, in the order admins give them, shown where they choose: the home
 * page (and /services, which shares its FAQ) and any of the service pages.
 */

export const FAQ_LIMITS = { question: 300, answer: 3_000, services: 50 } as const;

/** The ids of the service pages an FAQ shows on; each must name a service (the route checks). */
const servicesField: Field<string[]> = {
  input: 'select',
  label: 'Service pages',
  fallback: [],
  check(raw) {
    const list = typeof raw === 'string' ? (raw ? raw.split(',') : []) : raw;
    if (!Array.isArray(list) || list.some((id) => typeof id !== 'string' || !isObjectIdText(id))) {
      return refuse('Service pages must be a list of service ids!');
    }
    if (list.length > FAQ_LIMITS.services)
      return refuse('An FAQ can show on at most 50 service pages!');
    return accept([...new Set(list.map((id: string) => id.toLowerCase()))]);
  },
};

const textFields = {
  question: text({ label: 'Question', max: FAQ_LIMITS.question, wide: true }),
  answer: text({ label: 'Answer', max: FAQ_LIMITS.answer, input: 'textarea', rows: 5, wide: true }),
};

const fields = {
  ...textFields,
  home: flag({ label: 'Home page' }),
  services: servicesField,
};

export type FaqFields = InputOf<typeof fields>;
export type Faq = Stored & FaqFields & { position: number };

/** What a public FAQ block shows of each question: nothing the page does not print. */
export type PublicFaq = Pick<Faq, 'question' | 'answer'>;

const enc = encodeURIComponent;

export const faq = {
  label: 'FAQ',
  noun: 'FAQ',
  fields,
  textFields,
  keys: keysOf<Faq>()(
    '_id',
    'question',
    'answer',
    'home',
    'services',
    'position',
    'createdAt',
    'updatedAt',
  ),
  api: {
    key: 'faq',
    listKey: 'allFaqs',
    param: 'faqID',
    list: '/admin/faqs/get',
    add: '/admin/faqs/add',
    get: (id: string) => `/admin/faq/${enc(id)}`,
    update: (id: string) => `/admin/faq/update/${enc(id)}`,
    remove: (id: string) => `/admin/faqs/delete/${enc(id)}`,
  },
  admin: {
    page: `${ADMIN_ROOT}/faqs`,
    edit: (id: string) => `${ADMIN_ROOT}/faq/${enc(id)}`,
    title: 'FAQs',
    description: 'Questions and answers, in order, on the home page and the service pages.',
  },
} as const;

export const UNKNOWN_SERVICE = 'An FAQ can only show on service pages that exist!';
