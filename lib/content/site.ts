/**
 * Static copy and image references for the public pages: contact details, hero, logo strips,
 * case study, why-choose-us, offerings, stats, CTA band, footer links and the contact page.
 */

import { CONTACT_SUBJECTS, type ContactSubject } from '@/lib/entities/contact-message';

export type SocialIcon = 'linkedin' | 'x' | 'instagram' | 'dribbble' | 'github';

export interface SocialLink {
  label: string;
  href: string;
  icon: SocialIcon;
}

export interface SiteInfo {
  name: string;
  shortName: string;
  /** Meta description for the home page and the default for other pages. */
  description: string;
  tagline: string;
  url: string;
  email: string;
  phone: string;
  /** Digits only, as wa.me expects. */
  whatsappNumber: string;
  whatsappUrl: string;
  address: {
    street: string;
    suite: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    /** The full address on one line. */
    full: string;
  };
  mapUrl: string;
  social: SocialLink[];
  copyright: string;
}

export const site: SiteInfo = {
  name: 'Nimbus Studio',
  shortName: 'Nimbus',
  description:
    'Nimbus Studio is a full-service digital agency in San Francisco. We design and build fast websites, mobile apps and Shopify stores, and grow brands with SEO and performance marketing.',
  tagline: 'Web, mobile and growth for ambitious brands',
  url: 'https://nimbusstudio.dev',
  email: 'hello@nimbusstudio.dev',
  phone: '+1 (415) 555-0142',
  whatsappNumber: '14155550142',
  whatsappUrl: 'https://wa.me/14155550142',
  address: {
    street: '548 Market Street',
    suite: 'Suite 300',
    city: 'San Francisco',
    region: 'CA',
    postalCode: '94104',
    country: 'United States',
    full: '548 Market Street, Suite 300, San Francisco, CA 94104',
  },
  mapUrl:
    'https://www.google.com/maps/search/?api=1&query=548+Market+Street+Suite+300+San+Francisco+CA+94104',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/nimbusstudio', icon: 'linkedin' },
    { label: 'X (Twitter)', href: 'https://x.com/nimbusstudio', icon: 'x' },
    { label: 'Instagram', href: 'https://www.instagram.com/nimbusstudio', icon: 'instagram' },
    { label: 'Dribbble', href: 'https://dribbble.com/nimbusstudio', icon: 'dribbble' },
    { label: 'GitHub', href: 'https://github.com/nimbusstudio', icon: 'github' },
  ],
  copyright: '© 2025 Nimbus Studio. All rights reserved.',
};

export const brandAssets = {
  mark: '/brand/mark.svg',
  blogPlaceholder: '/demo/blog-placeholder.svg',
} as const;

export interface Hero {
  headline: readonly [string, string];
  subline: string;
  rating: number;
  /** The rating shown with one decimal, e.g. '5.0'. */
  ratingLabel: string;
  reviewCount: number;
  ctaLabel: string;
  ctaHref: string;
  trustedLine: string;
}

export const hero: Hero = {
  headline: ['We Design, We Develop', 'We Grow Brands'],
  subline:
    'Nimbus Studio is the design, engineering and growth team behind 40+ launches: websites that load in under a second, apps people keep, and campaigns that report in revenue.',
  rating: 5.0,
  ratingLabel: '5.0',
  reviewCount: 243,
  ctaLabel: 'Book a call',
  ctaHref: '/contact',
  trustedLine: 'Trusted by enterprises worldwide',
};

export interface LogoImage {
  name: string;
  src: string;
}

/** Eight fictional client wordmarks, light on dark, all 48 px tall in their viewBox. */
export const clientLogos: LogoImage[] = [
  { name: 'Lumora', src: '/logos/clients/lumora.webp' },
  { name: 'Orbitra', src: '/logos/clients/orbitra.webp' },
  { name: 'Kestrel & Co', src: '/logos/clients/kestrel.webp' },
  { name: 'Fieldnote', src: '/logos/clients/fieldnote.webp' },
  { name: 'HelixPay', src: '/logos/clients/helixpay.webp' },
  { name: 'Monarch Foods', src: '/logos/clients/monarch-foods.webp' },
  { name: 'Verdant', src: '/logos/clients/verdant.webp' },
  { name: 'Atlas Mobility', src: '/logos/clients/atlas-mobility.webp' },
];

/** Technologies in the logo marquee; original glyphs, light on dark, all 48 px tall. */
export const techLogos: LogoImage[] = [
  { name: 'React', src: '/logos/tech/react.webp' },
  { name: 'Next.js', src: '/logos/tech/nextjs.webp' },
  { name: 'TypeScript', src: '/logos/tech/typescript.webp' },
  { name: 'Node.js', src: '/logos/tech/nodejs.webp' },
  { name: 'Tailwind CSS', src: '/logos/tech/tailwind-css.webp' },
  { name: 'Figma', src: '/logos/tech/figma.webp' },
  { name: 'Flutter', src: '/logos/tech/flutter.webp' },
  { name: 'Shopify', src: '/logos/tech/shopify.webp' },
  { name: 'WordPress', src: '/logos/tech/wordpress.webp' },
  { name: 'MongoDB', src: '/logos/tech/mongodb.webp' },
  { name: 'PostgreSQL', src: '/logos/tech/postgresql.webp' },
  { name: 'AWS', src: '/logos/tech/aws.webp' },
];

export interface CaseStudy {
  title: string;
  client: string;
  tagline: string;
  stat: string;
  statLabel: string;
  overviewHeading: string;
  overview: string;
  bullets: readonly [string, string];
  contribution: string;
  buttonLabel: string;
  image: string;
  imageAlt: string;
}

export const caseStudy: CaseStudy = {
  title: 'Our Recent Story With Didit',
  client: 'Didit',
  tagline: 'Digital ID Verification Platform',
  stat: '2M+',
  statLabel: 'Seed funding',
  overviewHeading: 'Overview',
  overview:
    'Didit is a digital identity and fintech company based in Barcelona, Spain. Its platform lets businesses verify a user’s identity in seconds, with document checks, biometric liveness and reusable digital IDs that keep people in control of their own data.',
  bullets: ['Over 2M raised in seed funding', '72% growth in brand leads'],
  contribution:
    'Nimbus Studio helped Didit redesign its website, turning a dense product story into a clear, fast and trustworthy experience that speaks to both developers and compliance teams.',
  buttonLabel: 'Browse the website',
  image: '/case-study/didit.webp',
  imageAlt:
    'Didit’s redesigned website: identity verification hero with a phone showing a verified ID',
};

export interface Shot {
  src: string;
  alt: string;
}

/** The fan of five overlapping screenshots in the overview section. */
export const overviewShots: Shot[] = [
  {
    src: '/shots/overview-1.webp',
    alt: 'SaaS dashboard with revenue chart, KPI cards and activity feed',
  },
  {
    src: '/shots/overview-2.webp',
    alt: 'Product landing page with hero headline, call to action and feature grid',
  },
  {
    src: '/shots/overview-3.webp',
    alt: 'Mobile banking app screens showing balance, cards and transactions',
  },
  {
    src: '/shots/overview-4.webp',
    alt: 'Marketing analytics view with traffic sources, funnel and conversion chart',
  },
  {
    src: '/shots/overview-5.webp',
    alt: 'E-commerce storefront with product grid, filters and cart summary',
  },
];

export interface FeatureBlock {
  title: string;
  description: string;
}

export const whyChooseUs: FeatureBlock[] = [
  {
    title: 'Results That Matter',
    description:
      'We agree on the numbers before we start: conversion rate, leads, load time, revenue. Every sprint and every campaign is measured against them, and you see the dashboard, not just the deliverables.',
  },
  {
    title: 'All-in-One Digital Partner',
    description:
      'Strategy, design, engineering, content and marketing under one roof. One team that knows your product end to end means fewer handoffs, no finger-pointing between vendors and faster launches.',
  },
  {
    title: 'Transparent Ongoing Support',
    description:
      'Fixed quotes, weekly demos, a shared Slack channel and 30 days of free support after launch. After that, care plans with clear hours and response times keep your product improving.',
  },
];

export interface Offering {
  title: string;
  description: string;
  features: readonly [string, string, string];
}

export const offerings: Offering[] = [
  {
    title: 'Enterprise React Development',
    description:
      'Large React and Next.js codebases built to scale with your team: typed end to end, tested and documented.',
    features: [
      'TypeScript, React Server Components and a shared design system',
      'CI pipelines with unit, end-to-end and accessibility tests',
      'SSO, audit logs and role-based access for enterprise buyers',
    ],
  },
  {
    title: 'Custom Dashboard',
    description:
      'Internal and customer-facing dashboards that turn scattered data into decisions your team makes every morning.',
    features: [
      'Real-time charts, filters and exports on millions of rows',
      'Connectors for Stripe, HubSpot, Postgres and your own APIs',
      'Granular permissions so every role sees the right numbers',
    ],
  },
  {
    title: 'Custom SaaS Application',
    description:
      'From idea to paying customers: we design, build and launch multi-tenant SaaS products ready for real traffic.',
    features: [
      'Multi-tenant architecture with team workspaces and invites',
      'Subscription billing, trials and usage metering with Stripe',
      'Onboarding flows and product analytics from day one',
    ],
  },
  {
    title: 'High-Converting Landing Page',
    description:
      'Campaign and product launch pages designed around one action and built to load in under a second.',
    features: [
      'Conversion-focused copy, layout and social proof',
      'A/B testing and analytics events wired in at launch',
      'Live in as little as 10 working days',
    ],
  },
];

export interface Stat {
  value: string;
  label: string;
  description: string;
}

export const stats: Stat[] = [
  {
    value: '5+',
    label: 'Years of experience',
    description: 'Designing, building and growing digital products since 2020.',
  },
  {
    value: '40+',
    label: 'Projects completed',
    description: 'Websites, apps, stores and campaigns shipped for clients on four continents.',
  },
  {
    value: '150k+',
    label: 'Revenue generated for clients',
    description:
      'Tracked sales and pipeline attributed to the stores, funnels and campaigns we built.',
  },
  {
    value: '10+',
    label: 'Technologies mastered',
    description: 'From React and Next.js to Flutter, Shopify, WordPress and AWS.',
  },
  {
    value: '90%',
    label: 'Clients who come back',
    description: 'Over 90% of our clients return to us for their next project.',
  },
];

export const reviewsCta = 'See all 200+ reviews';

export interface CtaBand {
  heading: string;
  text: string;
  buttonLabel: string;
  buttonHref: string;
}

export const cta: CtaBand = {
  heading: 'Have a project in mind? Let’s make it real.',
  text: 'Tell us what you are building. Within one business day you will hear from a strategist, and within two days of our call you will have a scope, a timeline and a fixed quote.',
  buttonLabel: 'Start your project',
  buttonHref: '/contact',
};

export interface NavLink {
  label: string;
  href: string;
}

export const footerServiceLinks: NavLink[] = [
  { label: 'Web Development', href: '/service/web-development' },
  { label: 'App Development', href: '/service/mobile-app-development' },
  { label: 'Digital Marketing', href: '/service/digital-marketing' },
  { label: 'Graphic Designing', href: '/service/graphic-designing' },
];

export const footerBlurb =
  'A full-service digital agency in San Francisco building websites, apps and growth programs for startups and enterprises.';

export interface ContactPage {
  headline: string;
  subtext: string;
  formTitle: string;
  formSubtitle: string;
  subjectPlaceholder: string;
  subjects: readonly ContactSubject[];
  submitLabel: string;
}

export const contactPage: ContactPage = {
  headline: 'Ready to take a leap?',
  subtext:
    'Join the 200+ success stories we have helped write. Tell us about your idea and we will come back within one business day with clear next steps.',
  formTitle: 'Get In Touch',
  formSubtitle: 'Fill in the form and a strategist will reply within one business day.',
  subjectPlaceholder: 'Select Subject',
  subjects: CONTACT_SUBJECTS,
  submitLabel: 'Send Message',
};
