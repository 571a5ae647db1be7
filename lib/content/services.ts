/**
 * The nine services Nimbus Studio sells as a fresh install has them: the seed of the services
 * in the store (lib/data/seed/content.ts), which the pages read. No React here.
 */

import type { ServiceIcon } from '@/lib/entities/service';

export const SERVICE_SLUGS = [
  'web-development',
  'mobile-app-development',
  'digital-marketing',
  'shopify-development',
  'graphic-designing',
  'wordpress-development',
  'video-editing',
  'seo',
  'brand-management',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface ServiceCard {
  title: string;
  description: string;
}

export interface Service {
  slug: ServiceSlug;
  title: string;
  /** One-line card text. */
  description: string;
  icon: ServiceIcon;
  /** Hex colour used for the card glow and icon tint. */
  accent: string;
  heroHeading: string;
  heroDescription: string;
  /** Path under /public. */
  heroImage: string;
  detailsHeading: string;
  details: ServiceCard[];
  cycleHeading: string;
  cycles: ServiceCard[];
}

export const services: Service[] = [
  {
    slug: 'web-development',
    title: 'Web Development',
    description:
      'Fast, accessible websites and web apps built on Next.js and React, shipped in weeks, not quarters.',
    icon: 'code',
    accent: '#6366f1',
    heroHeading: 'Websites that load in a blink and convert like a salesperson',
    heroDescription:
      'We design and engineer marketing sites, customer portals and full web applications on Next.js, React and TypeScript. Every build ships with Core Web Vitals in the green, WCAG 2.2 AA accessibility, analytics wired up and a CMS your team can actually use. A typical project goes from kickoff to launch in 3–6 weeks.',
    heroImage: '/services/web-development.svg',
    detailsHeading: 'Everything your website needs, engineered in-house',
    details: [
      {
        title: 'Marketing Websites',
        description:
          'Statically generated pages with sub-second loads, structured data and a page builder your marketers can use without opening a ticket.',
      },
      {
        title: 'Web Applications',
        description:
          'Authenticated portals, booking flows and internal tools built with React Server Components, typed APIs and role-based access.',
      },
      {
        title: 'Headless CMS Integration',
        description:
          'Sanity, Contentful, Strapi or Payload wired to live preview, scheduled publishing and localisation so content never waits on developers.',
      },
      {
        title: 'Performance Engineering',
        description:
          'Image pipelines, font subsetting, code splitting and edge caching that keep LCP under 2.5 s and INP under 200 ms on real phones.',
      },
      {
        title: 'Accessibility by Default',
        description:
          'Semantic markup, keyboard paths and colour contrast checked against WCAG 2.2 AA with axe and manual screen-reader passes before launch.',
      },
      {
        title: 'API and Third-Party Integrations',
        description:
          'Stripe, HubSpot, Salesforce, Calendly and custom REST or GraphQL services connected with retries, webhooks and proper error handling.',
      },
      {
        title: 'Migrations and Replatforming',
        description:
          'Moves from legacy PHP, Webflow or WordPress with URL mapping, 301 redirects and content scripts so you keep every ranking you earned.',
      },
      {
        title: 'Care Plans and Hosting',
        description:
          'Managed hosting on Vercel or AWS, uptime monitoring, dependency updates and a monthly hour bank for improvements after launch.',
      },
    ],
    cycleHeading: 'How we take your website from brief to launch',
    cycles: [
      {
        title: 'Discovery Workshop',
        description:
          'A 90-minute session to map goals, audiences, must-have features and success metrics, followed by a written scope and fixed quote within 48 hours.',
      },
      {
        title: 'Sitemap and Wireframes',
        description:
          'We agree the page structure and user journeys in low-fidelity Figma wireframes before a single pixel of visual design is spent.',
      },
      {
        title: 'Visual Design',
        description:
          'High-fidelity desktop and mobile designs built from a shared component library, reviewed together in two structured feedback rounds.',
      },
      {
        title: 'Development Sprints',
        description:
          'Weekly sprints with a live staging link, so you click through real pages every Friday instead of waiting for a big reveal.',
      },
      {
        title: 'QA and Launch',
        description:
          'Cross-browser and device testing, Lighthouse and accessibility audits, redirects and analytics checks, then a zero-downtime go-live.',
      },
      {
        title: 'Measure and Improve',
        description:
          'Thirty days of post-launch support, a performance report against the original goals and a prioritised list of next improvements.',
      },
    ],
  },
  {
    slug: 'mobile-app-development',
    title: 'Mobile App Development',
    description:
      'Native-quality iOS and Android apps from one React Native or Flutter codebase, from prototype to App Store.',
    icon: 'smartphone',
    accent: '#8b5cf6',
    heroHeading: 'Apps people keep on their home screen',
    heroDescription:
      'We build iOS and Android apps with React Native and Flutter that feel native, run at 60 fps and share one codebase to keep your budget sane. From the first clickable prototype to App Store review, push notifications, in-app purchases and crash-free releases, one team owns the whole journey.',
    heroImage: '/services/mobile-app-development.svg',
    detailsHeading: 'What we build for iOS and Android',
    details: [
      {
        title: 'Cross-Platform Apps',
        description:
          'One React Native or Flutter codebase for iOS and Android, typically saving 30–40 percent versus two separate native teams.',
      },
      {
        title: 'Clickable Prototypes',
        description:
          'A tappable Figma prototype tested with five real users in week two, so you validate the flow before funding the build.',
      },
      {
        title: 'Backend and APIs',
        description:
          'Node.js or Firebase backends with authentication, file storage, real-time sync and an admin panel to manage users and content.',
      },
      {
        title: 'Payments and Subscriptions',
        description:
          'Apple Pay, Google Pay, Stripe and in-app subscriptions via RevenueCat, including trials, upgrades and receipt validation.',
      },
      {
        title: 'Push and Engagement',
        description:
          'Segmented push notifications, deep links and in-app messaging that bring users back without spamming them into uninstalling.',
      },
      {
        title: 'Offline-First Data',
        description:
          'Local storage and background sync so field teams and commuters keep working when the signal drops, with conflict handling built in.',
      },
      {
        title: 'Store Launch',
        description:
          'App Store and Google Play listings, screenshots, privacy labels and review submissions handled end to end, including rejections.',
      },
      {
        title: 'Monitoring and Releases',
        description:
          'Crash reporting with Sentry, product analytics, over-the-air updates and staged rollouts that keep crash-free sessions above 99.5 percent.',
      },
    ],
    cycleHeading: 'Our app development cycle',
    cycles: [
      {
        title: 'Product Scoping',
        description:
          'We define the core user, the one job the app must do brilliantly and the smallest feature set that proves it, then price it.',
      },
      {
        title: 'UX Flows and Prototype',
        description:
          'User flows and a clickable prototype tested on real devices, so navigation problems surface on day ten instead of day sixty.',
      },
      {
        title: 'UI Design System',
        description:
          'Platform-aware components, dark mode and dynamic type designed once and reused across every screen for a consistent feel.',
      },
      {
        title: 'Agile Build',
        description:
          'Two-week sprints with TestFlight and Play internal builds after each one, so your team tests the real app on their own phones.',
      },
      {
        title: 'Beta and Store Review',
        description:
          'A closed beta with your first users, performance profiling, then App Store and Google Play submission with our release checklist.',
      },
      {
        title: 'Growth and Iteration',
        description:
          'We read retention and crash data every week after launch and ship the improvements that move activation and ratings.',
      },
    ],
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description:
      'Paid social, search ads and email programs tied to revenue, with reporting you can read in five minutes.',
    icon: 'megaphone',
    accent: '#f59e0b',
    heroHeading: 'Marketing that reports in revenue, not impressions',
    heroDescription:
      'We plan and run performance campaigns across Google, Meta, LinkedIn and TikTok, build the email flows that turn clicks into repeat customers, and tie everything back to one dashboard. You see cost per acquisition, return on ad spend and pipeline every week, and we adjust budgets based on what the numbers say.',
    heroImage: '/services/digital-marketing.svg',
    detailsHeading: 'Channels we run and grow for you',
    details: [
      {
        title: 'Paid Search',
        description:
          'Google and Microsoft Ads built on tight keyword themes, negative lists and conversion-based bidding, audited weekly for wasted spend.',
      },
      {
        title: 'Paid Social',
        description:
          'Meta, LinkedIn and TikTok campaigns with structured creative testing: three new concepts every two weeks, winners scaled, losers cut.',
      },
      {
        title: 'Email and Lifecycle',
        description:
          'Welcome, abandoned cart, win-back and post-purchase flows in Klaviyo or HubSpot that typically drive 20–30 percent of online revenue.',
      },
      {
        title: 'Content and Social',
        description:
          'A monthly content calendar, short-form video and carousel posts that give your brand a consistent voice across every channel.',
      },
      {
        title: 'Conversion Rate Optimisation',
        description:
          'Landing page A/B tests, heatmaps and session recordings to raise the share of visitors who buy, book or sign up.',
      },
      {
        title: 'Analytics and Attribution',
        description:
          'GA4, server-side tagging and a Looker Studio dashboard that joins ad spend, leads and revenue into one honest view.',
      },
    ],
    cycleHeading: 'How our campaigns are built and scaled',
    cycles: [
      {
        title: 'Audit and Benchmarks',
        description:
          'We review your ad accounts, analytics and funnel to find wasted spend and set a baseline for CPA, ROAS and conversion rate.',
      },
      {
        title: 'Strategy and Budget Plan',
        description:
          'A 90-day channel plan with audiences, offers, budget split and the targets each campaign has to hit to earn more money.',
      },
      {
        title: 'Tracking Setup',
        description:
          'Conversion events, pixels, server-side tagging and UTM conventions set up and verified before any budget goes live.',
      },
      {
        title: 'Creative Production',
        description:
          'Ad copy, static and video creatives produced in batches of variations so every test has enough options to find a winner.',
      },
      {
        title: 'Launch and Optimise',
        description:
          'Campaigns go live with daily checks in the first two weeks, then twice-weekly bid, budget and audience adjustments.',
      },
      {
        title: 'Report and Scale',
        description:
          'A weekly dashboard and a monthly call covering what worked, what we cut and where the next dollar of budget should go.',
      },
    ],
  },
  {
    slug: 'shopify-development',
    title: 'Shopify Development',
    description:
      'Custom Shopify and Shopify Plus stores designed to convert, with clean Liquid themes and apps that do not slow you down.',
    icon: 'shopping-bag',
    accent: '#10b981',
    heroHeading: 'Shopify stores built to sell from the first visit',
    heroDescription:
      'We design and develop custom Shopify and Shopify Plus storefronts, from Online Store 2.0 themes to headless Hydrogen builds. Expect product pages engineered for conversion, a checkout that stays fast on 4G, clean data migrations from WooCommerce or Magento, and a lean app stack that does not tax your page speed.',
    heroImage: '/services/shopify-development.svg',
    detailsHeading: 'Shopify services for growing brands',
    details: [
      {
        title: 'Custom Theme Development',
        description:
          'Online Store 2.0 themes built from scratch with sections and blocks, so your team can launch a campaign page without a developer.',
      },
      {
        title: 'Shopify Plus and Checkout',
        description:
          'Checkout extensibility, Shopify Functions for custom discounts and B2B price lists for merchants who have outgrown the basics.',
      },
      {
        title: 'Headless with Hydrogen',
        description:
          'Hydrogen and Oxygen storefronts for brands that need app-like speed, rich storytelling and content from a headless CMS.',
      },
      {
        title: 'Store Migrations',
        description:
          'Products, customers, orders and reviews moved from WooCommerce, Magento or BigCommerce with every old URL redirected.',
      },
      {
        title: 'Conversion Optimisation',
        description:
          'Product page layouts, bundles, upsells and trust signals tested against your analytics to lift conversion and average order value.',
      },
      {
        title: 'App Integrations',
        description:
          'Klaviyo, Recharge, Yotpo, Gorgias and ERP connectors configured properly, with unused apps removed to recover page speed.',
      },
      {
        title: 'Speed Optimisation',
        description:
          'Liquid refactors, lazy-loaded media and script clean-ups that routinely take mobile Lighthouse scores from the 30s into the 80s.',
      },
      {
        title: 'Ongoing Store Support',
        description:
          'A monthly retainer for seasonal campaigns, new features and urgent fixes before Black Friday, with a four-hour response time.',
      },
    ],
    cycleHeading: 'From product catalogue to launch day',
    cycles: [
      {
        title: 'Store Audit',
        description:
          'We analyse your current store, analytics and competitors to find where shoppers drop off and what to fix first.',
      },
      {
        title: 'Conversion-Led UX',
        description:
          'Wireframes for home, collection, product and cart pages built around how your customers actually browse and buy.',
      },
      {
        title: 'Theme Design',
        description:
          'A visual design system for your storefront, with product photography guidelines and mobile layouts designed first.',
      },
      {
        title: 'Build and Data Migration',
        description:
          'Theme development, app setup and product, customer and order imports, validated against your old store line by line.',
      },
      {
        title: 'Test Orders and QA',
        description:
          'Real test orders across payment methods, shipping zones, taxes and discount codes before any customer sees the store.',
      },
      {
        title: 'Launch and Grow',
        description:
          'Domain switch, redirects and launch-week monitoring, followed by monthly conversion reviews and experiment roadmaps.',
      },
    ],
  },
  {
    slug: 'graphic-designing',
    title: 'Graphic Designing',
    description:
      'Pitch decks, social creatives, packaging and print that look like one brand, delivered as ready-to-use files.',
    icon: 'palette',
    accent: '#ec4899',
    heroHeading: 'Design that makes people stop scrolling',
    heroDescription:
      'Our designers produce the everyday visuals a growing brand needs: social creatives, ad sets, pitch decks, packaging, print and illustration. Everything is built on reusable Figma templates, so your fiftieth post looks as considered as your first and your team can produce variations without us.',
    heroImage: '/services/graphic-designing.svg',
    detailsHeading: 'Design work we deliver every week',
    details: [
      {
        title: 'Social Media Creatives',
        description:
          'Monthly packs of posts, carousels and story frames sized for Instagram, LinkedIn and TikTok, on editable templates.',
      },
      {
        title: 'Ad Creative Sets',
        description:
          'Static and animated ad variations in every placement size, designed in batches so your media buyer always has fresh tests.',
      },
      {
        title: 'Pitch and Sales Decks',
        description:
          'Investor and sales decks with a clear narrative, data visualised properly and a master template your team can extend.',
      },
      {
        title: 'Packaging and Labels',
        description:
          'Dielines, labels and unboxing inserts prepared with correct bleed, colour profiles and print specs for your manufacturer.',
      },
      {
        title: 'Print and Events',
        description:
          'Brochures, banners, trade show booths and merch designed to print specifications, with proofs checked before files go out.',
      },
      {
        title: 'Illustration and Icons',
        description:
          'Custom illustration styles and icon sets that give your product and website a look no stock library can copy.',
      },
    ],
    cycleHeading: 'How a design request becomes a finished file',
    cycles: [
      {
        title: 'Creative Brief',
        description:
          'A short brief covering the goal, audience, formats, copy and deadline, so the first draft is aimed in the right direction.',
      },
      {
        title: 'Moodboard and Direction',
        description:
          'Two visual directions with references, type and colour, agreed with you before detailed design starts.',
      },
      {
        title: 'First Concepts',
        description:
          'Full-resolution concepts in your real formats and sizes, delivered within three working days for most requests.',
      },
      {
        title: 'Feedback Rounds',
        description:
          'Comments collected directly on the Figma file, with two revision rounds included and changes turned around in 24 hours.',
      },
      {
        title: 'Production Files',
        description:
          'Print-ready PDFs, web-optimised PNG, SVG and MP4 exports, named and organised so nothing is lost in a shared drive.',
      },
      {
        title: 'Template Handover',
        description:
          'Editable Figma or Canva templates with usage notes, so your team can produce on-brand variations on their own.',
      },
    ],
  },
  {
    slug: 'wordpress-development',
    title: 'WordPress Development',
    description:
      'Custom block themes and plugins on WordPress, secure, fast and simple enough for anyone on your team to edit.',
    icon: 'layout',
    accent: '#3b82f6',
    heroHeading: 'WordPress without the plugin bloat',
    heroDescription:
      'We build custom WordPress sites with block themes, Advanced Custom Fields and hand-written plugins instead of stacking forty third-party extensions. The result is a site that scores in the 90s on Lighthouse, survives core updates without drama and gives editors a clean, guided editing experience.',
    heroImage: '/services/wordpress-development.svg',
    detailsHeading: 'WordPress work we specialise in',
    details: [
      {
        title: 'Custom Block Themes',
        description:
          'Full Site Editing themes with custom Gutenberg blocks, locked patterns and a style guide, so pages stay on brand whoever edits them.',
      },
      {
        title: 'Plugin Development',
        description:
          'Purpose-built plugins for bookings, memberships, calculators or integrations, with code reviews and automated tests.',
      },
      {
        title: 'WooCommerce Stores',
        description:
          'WooCommerce builds with subscriptions, custom product types and payment gateways, tuned for speed under real traffic.',
      },
      {
        title: 'Speed and Security Hardening',
        description:
          'Object caching, image optimisation, a web application firewall, two-factor logins and daily off-site backups.',
      },
      {
        title: 'Headless WordPress',
        description:
          'WordPress as the editing back end with a Next.js front end via WPGraphQL, for teams who love the editor but need more speed.',
      },
      {
        title: 'Maintenance and Updates',
        description:
          'Monthly core, theme and plugin updates tested on staging first, plus uptime monitoring and a same-day fix guarantee.',
      },
    ],
    cycleHeading: 'Our WordPress delivery process',
    cycles: [
      {
        title: 'Content and Site Audit',
        description:
          'We inventory your existing pages, plugins and integrations to decide what stays, what merges and what gets retired.',
      },
      {
        title: 'Information Architecture',
        description:
          'Sitemap, content types and custom fields planned together, so editors get forms that match how they think about content.',
      },
      {
        title: 'Design in Blocks',
        description:
          'Visual design expressed as a library of reusable blocks and patterns rather than one-off page layouts.',
      },
      {
        title: 'Theme and Plugin Build',
        description:
          'Custom theme and plugin development on a version-controlled staging site with automated deployments.',
      },
      {
        title: 'Content Migration and Training',
        description:
          'Content moved and checked page by page, followed by a recorded training session for your editors.',
      },
      {
        title: 'Launch and Care',
        description:
          'DNS cut-over, redirects and Search Console checks on launch day, then an ongoing care plan that keeps everything patched.',
      },
    ],
  },
  {
    slug: 'video-editing',
    title: 'Video Editing',
    description:
      'Short-form reels, product explainers and ad cuts edited for retention, captioned and sized for every platform.',
    icon: 'clapperboard',
    accent: '#ef4444',
    heroHeading: 'Videos edited to hold attention past the first three seconds',
    heroDescription:
      'We turn raw footage, screen recordings and interviews into short-form reels, product explainers, YouTube episodes and paid social ads. Every cut is built around a hook, paced for retention, colour graded, sound mixed and delivered with burned-in captions in 9:16, 1:1 and 16:9.',
    heroImage: '/services/video-editing.svg',
    detailsHeading: 'Video formats we edit and produce',
    details: [
      {
        title: 'Short-Form Reels',
        description:
          'Reels, TikToks and Shorts cut from long footage, with hooks in the first two seconds, dynamic captions and trending-safe audio.',
      },
      {
        title: 'Video Ads',
        description:
          'Performance ad edits in several hooks and lengths, so your media buyer can test which opening keeps the cost per click down.',
      },
      {
        title: 'Product Explainers',
        description:
          'Screen recordings, motion graphics and voice-over combined into 60–90 second explainers for landing pages and sales calls.',
      },
      {
        title: 'YouTube and Podcasts',
        description:
          'Long-form episodes edited with multi-camera switching, chapter markers, thumbnails and a set of clips for social.',
      },
      {
        title: 'Motion Graphics',
        description:
          'Animated logos, lower thirds, kinetic typography and data animations built in After Effects to match your brand system.',
      },
      {
        title: 'Colour and Sound',
        description:
          'Colour correction and grading in DaVinci Resolve, noise reduction, music licensing and loudness mixed to platform standards.',
      },
    ],
    cycleHeading: 'From raw footage to published video',
    cycles: [
      {
        title: 'Brief and References',
        description:
          'We agree the platform, length, tone and reference videos, plus the single action the viewer should take at the end.',
      },
      {
        title: 'Footage Review',
        description:
          'We log your raw footage, pull the strongest moments and flag anything missing, such as B-roll or a clearer product shot.',
      },
      {
        title: 'Story Edit',
        description:
          'A first cut focused on structure: the hook, the story beats and the pacing, before any polish is applied.',
      },
      {
        title: 'Motion, Colour and Sound',
        description:
          'Graphics, captions, grading, music and sound design layered onto the approved story edit.',
      },
      {
        title: 'Review and Revisions',
        description:
          'Frame-accurate comments in Frame.io, with two revision rounds included and most changes returned within 48 hours.',
      },
      {
        title: 'Multi-Format Delivery',
        description:
          'Final exports in every aspect ratio you need, with captions, thumbnails and platform-ready file names.',
      },
    ],
  },
  {
    slug: 'seo',
    title: 'SEO',
    description:
      'Technical SEO, content and link building that grow organic traffic and leads month over month.',
    icon: 'search',
    accent: '#22d3ee',
    heroHeading: 'Rank for the searches your customers actually make',
    heroDescription:
      'We fix the technical foundations, build content around real buying intent and earn links from sites that matter in your industry. Progress is tracked in rankings, organic sessions and, most importantly, leads and revenue. Most clients see meaningful movement within 3–6 months, and the gains compound from there.',
    heroImage: '/services/seo.svg',
    detailsHeading: 'A complete SEO program, not a checklist',
    details: [
      {
        title: 'Technical SEO Audit',
        description:
          'Crawl errors, indexation, canonical tags, site architecture and Core Web Vitals reviewed with a prioritised fix list for developers.',
      },
      {
        title: 'Keyword and Intent Research',
        description:
          'Keyword maps grouped by topic and buying stage, so every page targets one clear intent instead of competing with its neighbours.',
      },
      {
        title: 'Content Strategy',
        description:
          'A topic cluster plan and briefs for pillar pages and articles, written by specialists and edited for expertise and clarity.',
      },
      {
        title: 'On-Page Optimisation',
        description:
          'Titles, headings, internal links, schema markup and copy improvements on the pages closest to ranking on page one.',
      },
      {
        title: 'Link Building',
        description:
          'Digital PR, original data studies and outreach to relevant publications. No private blog networks, no paid link farms.',
      },
      {
        title: 'Local SEO',
        description:
          'Google Business Profile optimisation, location pages, review generation and citation clean-up for businesses with physical sites.',
      },
      {
        title: 'E-commerce SEO',
        description:
          'Faceted navigation, product schema, category copy and crawl budget fixes for stores with thousands of product URLs.',
      },
      {
        title: 'Reporting and Forecasts',
        description:
          'A monthly report connecting rankings and organic traffic to leads and revenue, with a forecast for the next quarter.',
      },
    ],
    cycleHeading: 'Our SEO cycle, repeated every month',
    cycles: [
      {
        title: 'Baseline and Audit',
        description:
          'Search Console, analytics and a full site crawl establish where you rank today and what is holding you back.',
      },
      {
        title: 'Opportunity Mapping',
        description:
          'We size the keywords, competitors and content gaps to find the pages that can realistically reach page one fastest.',
      },
      {
        title: 'Technical Fixes',
        description:
          'Indexation, speed, redirects and structured data issues fixed by our developers or handed to yours with clear tickets.',
      },
      {
        title: 'Content Production',
        description:
          'New pages and refreshed articles published on a monthly schedule, each one built from a detailed SEO brief.',
      },
      {
        title: 'Authority Building',
        description:
          'Digital PR and outreach campaigns that earn relevant links and brand mentions to raise your domain authority.',
      },
      {
        title: 'Measure and Refine',
        description:
          'Monthly reporting on rankings, traffic and conversions, then the plan for the next month adjusted around what moved.',
      },
    ],
  },
  {
    slug: 'brand-management',
    title: 'Brand Management',
    description:
      'Positioning, identity systems and brand guidelines that keep every touchpoint consistent as you grow.',
    icon: 'sparkles',
    accent: '#a855f7',
    heroHeading: 'A brand people recognise before they read your name',
    heroDescription:
      'We help founders and marketing teams define what their brand stands for and express it consistently everywhere. That means research-backed positioning, a verbal and visual identity, a living brand guidelines site and ongoing stewardship, so your brand stays coherent across your website, product, sales decks and social channels.',
    heroImage: '/services/brand-management.svg',
    detailsHeading: 'How we build and look after your brand',
    details: [
      {
        title: 'Brand Strategy and Positioning',
        description:
          'Customer interviews, competitor mapping and a positioning statement that explains why you win, in one sentence.',
      },
      {
        title: 'Visual Identity',
        description:
          'Logo, colour palette, typography, imagery style and iconography designed as one flexible system, not a single logo file.',
      },
      {
        title: 'Verbal Identity',
        description:
          'Tone of voice, messaging pillars, taglines and a words-we-use list, so every writer sounds like the same company.',
      },
      {
        title: 'Brand Guidelines',
        description:
          'An online guidelines site with downloadable assets, usage rules and examples that your partners will actually follow.',
      },
      {
        title: 'Rebrands and Launches',
        description:
          'Rebrand roll-out plans covering website, product, signage and social, with launch content that tells the story of the change.',
      },
      {
        title: 'Reputation and Consistency Audits',
        description:
          'Quarterly audits of your touchpoints and online reviews, with a list of fixes wherever the brand has drifted.',
      },
    ],
    cycleHeading: 'Our brand building cycle',
    cycles: [
      {
        title: 'Research and Interviews',
        description:
          'Stakeholder workshops and interviews with customers and lost deals reveal how the market sees you today.',
      },
      {
        title: 'Positioning',
        description:
          'We define your audience, category, differentiators and proof points, and test the positioning with real customers.',
      },
      {
        title: 'Identity Exploration',
        description:
          'Three distinct creative routes for logo, type and colour, each shown in realistic applications rather than on a blank page.',
      },
      {
        title: 'System Refinement',
        description:
          'The chosen route developed into a complete identity system with templates for your most common materials.',
      },
      {
        title: 'Guidelines and Rollout',
        description:
          'Brand guidelines, asset libraries and a rollout plan prioritised by which touchpoints customers see most.',
      },
      {
        title: 'Stewardship',
        description:
          'Ongoing brand reviews, new asset design and team training that keep the brand sharp as the company grows.',
      },
    ],
  },
];

const servicesBySlug = new Map<string, Service>(services.map((service) => [service.slug, service]));

export function getService(slug: string): Service | undefined {
  return servicesBySlug.get(slug);
}
