/**
 * The site's own content as a fresh install has it, from the copy in lib/content: the settings
 * document, the nine services and the FAQs (the home page's eight, then each service's).
 * Id prefixes: 65f1a7 services, 65f1a8 FAQs, 65f1b0 the settings.
 */
import { homeFaqs, serviceFaqList } from '@/lib/content/faqs';
import { services } from '@/lib/content/services';
import { contactPage, footerServiceLinks, hero, reviewsCta, site, stats } from '@/lib/content/site';
import type { Faq, Service, SiteSettings, SiteSettingsFields } from '@/lib/entities';
import type { Seed } from '../seed-types';

const CREATED = '2025-01-01T09:00:00.000Z';
const fixedId = (prefix: string, n: number) => `${prefix}${String(n).padStart(18, '0')}`;

/** A plain-text excerpt of at most `max` characters, cut at a word (the old meta description). */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[.,;:!?-]+$/, '')}…`;
}

export const demoServices: Seed<Service>[] = services.map((s, index) => ({
  _id: fixedId('65f1a7', index + 1),
  slug: s.slug,
  title: s.title,
  description: s.description,
  icon: s.icon,
  accent: s.accent,
  footerLabel: footerServiceLinks.find((l) => l.href === `/service/${s.slug}`)?.label ?? '',
  heroHeading: s.heroHeading,
  heroDescription: s.heroDescription,
  heroImage: s.heroImage,
  metaDescription: excerpt(s.heroDescription, 158),
  detailsHeading: s.detailsHeading,
  details: s.details.map((c) => ({ ...c })),
  cycleHeading: s.cycleHeading,
  cycles: s.cycles.map((c) => ({ ...c })),
  position: index,
  retired: false,
  previousSlugs: [],
  createdAt: CREATED,
}));

const serviceIdBySlug = new Map(demoServices.map((s) => [s.slug, s._id]));

export const demoFaqs: Seed<Faq>[] = [...homeFaqs, ...serviceFaqList].map((f, index) => ({
  _id: fixedId('65f1a8', index + 1),
  question: f.question,
  answer: f.answer,
  home: f.path === 'home',
  services: f.path === 'home' ? [] : [serviceIdBySlug.get(f.path)!],
  position: index,
  createdAt: CREATED,
}));

const social = (icon: string) => site.social.find((s) => s.icon === icon)?.href ?? '';

const [s1, s2, s3, s4, s5] = stats as [(typeof stats)[0], ...(typeof stats)[0][]];
const figure = (n: number, s: (typeof stats)[0] | undefined) => ({
  [`stat${n}Value`]: s!.value,
  [`stat${n}Label`]: s!.label,
  [`stat${n}Text`]: s!.description,
});

const settingsFields = {
  name: site.name,
  email: site.email,
  phone: site.phone,
  whatsappNumber: site.whatsappNumber,
  street: site.address.street,
  suite: site.address.suite,
  city: site.address.city,
  region: site.address.region,
  postalCode: site.address.postalCode,
  country: site.address.country,
  linkedin: social('linkedin'),
  x: social('x'),
  instagram: social('instagram'),
  dribbble: social('dribbble'),
  github: social('github'),
  rating: hero.ratingLabel,
  reviewCount: String(hero.reviewCount),
  ...figure(1, s1),
  ...figure(2, s2),
  ...figure(3, s3),
  ...figure(4, s4),
  ...figure(5, s5),
  reviewsLinkText: reviewsCta,
  reviewsLinkHref: '',
  contactSubjects: [...contactPage.subjects],
  copyright: site.copyright,
  // As the site has always done: a new comment appears at once.
  commentModeration: 'publish',
} as SiteSettingsFields;

export const SETTINGS_ID = '65f1b0000000000000000001';

export const demoSettings: Seed<SiteSettings> = {
  _id: SETTINGS_ID,
  ...settingsFields,
  createdAt: CREATED,
};
