/**
 * The public pages' copy beside the company's own (./site.ts): navigation, section headings,
 * page titles and descriptions.
 */

import type { NavLink } from './site';

/** Header links. Anchors start with '#' and live on the home page. */
export const headerLinks: NavLink[] = [
  { label: 'Reviews', href: '#reviews' },
  { label: 'Works', href: '#works' },
  { label: 'Services', href: '/services' },
  { label: 'About Us', href: '#analytics' },
  { label: 'Blogs', href: '/blogs' },
];

export const headerCta: NavLink = { label: 'Get in touch', href: '/contact' };

/** What the full-screen loader says while a link to the blog pages is loading. */
export const blogLoading = { list: 'Loading articles…', post: 'Loading article…' } as const;

export const footerCompanyLinks: (NavLink & { loading?: string })[] = [
  { label: 'Contact Us', href: '/contact' },
  { label: 'About Us', href: '/#analytics' },
  { label: 'Blogs', href: '/blogs', loading: blogLoading.list },
  { label: 'All Services', href: '/services' },
];

export const sections = {
  caseStudyEyebrow: 'Case study',
  overview: {
    eyebrow: 'Craft',
    heading: 'Interfaces people enjoy using',
    text: 'Dashboards, storefronts, apps and landing pages: every screen designed in Figma and engineered to the pixel.',
  },
  tech: { eyebrow: 'Our stack', heading: 'Technologies we build with every day' },
  works: {
    eyebrow: 'Selected work',
    heading: 'Recent projects we are proud of',
    text: 'A few of the websites, apps and platforms we designed and shipped this year. Open a project to read the story behind it.',
  },
  reviews: {
    eyebrow: 'Client reviews',
    heading: 'Founders and marketers who trust us',
  },
  services: {
    eyebrow: 'What we do',
    heading: 'One team for design, engineering and growth',
    text: 'Nine disciplines under one roof, so your website, app and marketing are built by people who talk to each other.',
  },
  why: {
    eyebrow: 'Why Nimbus',
    heading: 'Why clients choose us, and stay',
  },
  offerings: {
    eyebrow: 'Signature builds',
    heading: 'Products we are known for',
    text: 'Four engagements we run again and again, with a proven plan, a fixed price and a team that has done it before.',
  },
  stats: {
    eyebrow: 'About us',
    heading: 'A small senior team with a big track record',
    text: 'Nimbus Studio is a San Francisco studio of designers, engineers and marketers. We keep teams small and senior, so the people you meet on the first call are the people who build your product.',
  },
  blogs: {
    eyebrow: 'From the blog',
    heading: 'Latest insights',
    text: 'Practical notes on performance, SEO, design and growth from the team doing the work.',
  },
  team: {
    eyebrow: 'The people',
    heading: 'Our Team',
    text: 'Meet the leads who will plan, design and build your project.',
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Questions we hear every week',
    text: 'Straight answers about timelines, pricing, ownership and support.',
  },
  serviceFaq: {
    heading: 'Frequently asked questions!',
    text: "Can't find the answer you're looking for? Reach out to us and we will get in touch with you.",
  },
  serviceProcess: { eyebrow: 'Our process', button: 'Jumpstart my project' },
  serviceDetails: { eyebrow: 'What you get' },
  serviceShared: {
    eyebrow: 'Working with us',
    heading: 'Senior people, fixed quotes, weekly demos',
  },
} as const;

export const servicesPage = {
  eyebrow: 'Services',
  heading: 'Digital services that move your numbers',
  text: 'Websites, apps, stores, content and campaigns, designed and built by one senior team. Pick a discipline to see how we work, what you get and what it takes.',
} as const;

export const blogsPage = {
  back: 'Back To Home',
  heading: 'Our Blogs',
  subtitle: 'Discover the latest insights and trends in our collection of articles',
  readMore: 'Read more',
} as const;

export const blogPage = {
  back: 'All articles',
  previous: 'Previous Post',
  next: 'Next Post',
  share: 'Share',
  moreArticles: 'More Articles',
  backHome: 'Back to Home',
} as const;

export const contactExtra = {
  detailsHeading: 'Prefer to talk directly?',
  email: 'Email us',
  phone: 'Call or WhatsApp',
  office: 'Visit the studio',
} as const;

/** Where the case study's 'Browse the website' button leads: the client's own site. */
export const caseStudyUrl = 'https://didit.me';

/** Page titles and descriptions (the root layout adds ' | Nimbus Studio'). */
export const pageMeta = {
  home: {
    // After the site's name (lib/seo.ts, siteNameFirst).
    title: 'Web, Mobile and Growth Agency in San Francisco',
    description:
      'Nimbus Studio designs and builds fast websites, mobile apps and Shopify stores, and grows brands with SEO and performance marketing. 5.0 from 243 reviews.',
  },
  services: {
    title: 'Services',
    description:
      'Web development, mobile apps, Shopify, WordPress, SEO, digital marketing, graphic design, video editing and brand management from one senior team.',
  },
  blogs: {
    title: 'Blog',
    description:
      'Discover the latest insights and trends in our collection of articles on web performance, SEO, design systems, apps and brand strategy.',
  },
  contact: {
    title: 'Contact',
    description:
      'Ready to take a leap? Tell us about your project and a strategist will reply within one business day with clear next steps and a fixed quote.',
  },
  notFound: {
    title: 'Page not found',
    description:
      'The page you were looking for does not exist. Here is what Nimbus Studio does instead.',
  },
} as const;

export const ogImage = {
  url: '/og/default.png',
  width: 1200,
  height: 630,
  alt: 'Nimbus Studio',
} as const;
