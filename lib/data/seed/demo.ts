/**
 * Demo records with fixed ids and dates, shared by every store and by the seed script.
 * Id prefixes per entity: 65f1a1 projects, 65f1a2 reviews, 65f1a3 blogs, 65f1a4 blog comments,
 * 65f1a5 team members, 65f1a6 contact messages.
 */
import type { Blog, Project, Review, TeamMember } from '@/lib/entities';
import type { Seed, SeedMessage } from '../seed-types';

type CaseStudyPart = Pick<
  Project,
  | 'featured'
  | 'position'
  | 'slug'
  | 'client'
  | 'industry'
  | 'year'
  | 'services'
  | 'challenge'
  | 'work'
  | 'results'
  | 'gallery'
>;

/** A project without a case study: its card and dialog only. */
const NO_CASE_STUDY: CaseStudyPart = {
  featured: true,
  position: 0,
  slug: '',
  client: '',
  industry: '',
  year: '',
  services: [],
  challenge: '',
  work: '',
  results: [],
  gallery: [],
};

/** The seed's case studies, by the project's image name. */
const CASE_STUDIES: Record<string, CaseStudyPart> = {
  'harbor-and-pine': {
    featured: true,
    position: 0,
    slug: 'harbor-and-pine-shopify-store',
    client: 'Harbor & Pine',
    industry: 'Furniture retail',
    year: '2025',
    services: ['shopify-development', 'seo'],
    challenge:
      'Harbor & Pine sold made-to-order sofas through a WooCommerce store that took over six seconds to load on a phone. Shoppers could not see fabrics side by side or when their sofa would arrive, so most of them left for the showroom or a competitor, and every plugin update risked the checkout.',
    work: 'We moved the store to Shopify with a custom Online Store 2.0 theme built around room photography, fabric swatches and a delivery estimate on every product page. We migrated 1,400 products, their variants and reviews, redirected every old address so the store kept its search rankings, and replaced eleven plugins with three apps and a little theme code.',
    results: [
      { figure: '31%', label: 'higher conversion rate in the first quarter' },
      { figure: '1.8 s', label: 'mobile load time, down from 6.1 s' },
      { figure: '1,400', label: 'products migrated, every address redirected' },
    ],
    gallery: [
      {
        url: '/demo/projects/harbor-and-pine.svg',
        alt: 'A Harbor & Pine sofa page with fabric swatches and the delivery estimate',
      },
      {
        url: '/services/shopify-development.svg',
        alt: 'The new theme’s collection page on a phone and a laptop',
      },
      {
        url: '/services/seo.svg',
        alt: 'Search rankings holding steady through the move to Shopify',
      },
    ],
  },
  ledgerly: {
    featured: true,
    position: 0,
    slug: 'ledgerly-finance-dashboard',
    client: 'Ledgerly',
    industry: 'Financial software',
    year: '2025',
    services: ['web-development', 'graphic-designing'],
    challenge:
      'Ledgerly’s founders had a clear idea and a spreadsheet: small businesses needed one view of their cash across bank feeds, Stripe payouts and invoices. They needed a product that accountants would trust with their clients’ data, ready in time for their seed round.',
    work: 'We designed the product from scratch and built it in Next.js and TypeScript: a multi-tenant dashboard with role-based access for founders and accountants, live bank and Stripe feeds, CSV and PDF exports and a 13-week cash forecast.',
    results: [
      { figure: '300', label: 'paying teams in the first four months' },
      { figure: '13 weeks', label: 'of cash forecast from live feeds' },
    ],
    gallery: [
      {
        url: '/demo/projects/ledgerly.svg',
        alt: 'The Ledgerly cash-flow dashboard with its forecast chart',
      },
      {
        url: '/services/web-development.svg',
        alt: 'The dashboard’s invoice list on a laptop',
      },
    ],
  },
};

export const demoProjects: Seed<Project>[] = [
  {
    _id: '65f1a1000000000000000001',
    title: 'Harbor & Pine: Shopify Furniture Store',
    description:
      'A custom Online Store 2.0 theme for a direct-to-consumer furniture brand shipping across the US. We rebuilt product pages around room photography, fabric swatches and delivery estimates, migrated 1,400 products from WooCommerce with every URL redirected, and cut mobile load time from 6.1 s to 1.8 s. Conversion rate rose 31% in the first quarter after launch.',
    link: 'https://harborandpine.shop',
    imageURL: '/demo/projects/harbor-and-pine.svg',
    imageAlt:
      'The Harbor & Pine storefront: a sofa product page with fabric swatches and a delivery estimate',
    ...(CASE_STUDIES['harbor-and-pine'] ?? NO_CASE_STUDY),
    createdAt: '2025-01-20T10:00:00.000Z',
  },
  {
    _id: '65f1a1000000000000000002',
    title: 'Pulsefit: Personal Training App',
    description:
      'A React Native app for iOS and Android that pairs clients with certified coaches. It covers workout plans, video form checks, in-app chat and subscriptions through RevenueCat, with offline workout logging for the gym basement. The app launched with a 4.8 rating on the App Store and 99.7% crash-free sessions.',
    link: 'https://pulsefit.app',
    imageURL: '/demo/projects/pulsefit.svg',
    imageAlt: 'The Pulsefit app on two phones: a workout plan and a chat with a coach',
    ...(CASE_STUDIES['pulsefit'] ?? NO_CASE_STUDY),
    createdAt: '2025-03-04T10:00:00.000Z',
  },
  {
    _id: '65f1a1000000000000000003',
    title: 'Ledgerly: Finance Dashboard for SMBs',
    description:
      'A multi-tenant SaaS dashboard that pulls bank feeds, Stripe payouts and invoices into one cash-flow view. We designed the product from scratch in Next.js and TypeScript, with role-based access for founders and accountants, CSV and PDF exports and a 13-week cash forecast. Ledgerly signed 300 paying teams in its first four months.',
    link: 'https://ledgerly.finance',
    imageURL: '/demo/projects/ledgerly.svg',
    imageAlt: 'The Ledgerly dashboard: a cash-flow chart above a list of invoices and payouts',
    ...(CASE_STUDIES['ledgerly'] ?? NO_CASE_STUDY),
    createdAt: '2025-04-17T10:00:00.000Z',
  },
  {
    _id: '65f1a1000000000000000004',
    title: 'Bloom Clinic: Patient Booking Website',
    description:
      'A calm, accessible website for a network of five women’s health clinics in Oregon. Patients can find a specialist, check insurance and book an appointment in under two minutes, with bookings synced to the clinic’s scheduling system. The site meets WCAG 2.2 AA, and online bookings grew 48% year over year.',
    link: 'https://bloomclinic.health',
    imageURL: '/demo/projects/bloom-clinic.svg',
    imageAlt: 'The Bloom Clinic website: a specialist search with an appointment calendar',
    ...(CASE_STUDIES['bloom-clinic'] ?? NO_CASE_STUDY),
    createdAt: '2025-06-02T10:00:00.000Z',
  },
  {
    _id: '65f1a1000000000000000005',
    title: 'Tern Logistics: Fleet Tracking Portal',
    description:
      'A real-time customer portal for a regional freight carrier running 220 trucks. Shippers track loads on a live map, download proof-of-delivery documents and get ETA alerts by SMS. Built with Next.js, Node.js and PostgreSQL, it replaced roughly 400 status-update phone calls a week.',
    link: 'https://ternlogistics.co',
    imageURL: '/demo/projects/tern-logistics.svg',
    imageAlt: 'The Tern Logistics portal: a map of trucks on their routes beside a list of loads',
    ...(CASE_STUDIES['tern-logistics'] ?? NO_CASE_STUDY),
    createdAt: '2025-07-23T10:00:00.000Z',
  },
  {
    _id: '65f1a1000000000000000006',
    title: 'Saffron Table: Restaurant Group Website',
    description:
      'A new brand website and direct ordering flow for a group of three modern Indian restaurants in Austin. We designed seasonal menus that staff update in minutes, integrated table reservations and built pickup ordering that bypasses third-party commissions. Direct orders now make up 38% of takeaway revenue.',
    link: 'https://saffrontable.co',
    imageURL: '/demo/projects/saffron-table.svg',
    imageAlt: 'The Saffron Table website: a seasonal menu beside the pickup order form',
    ...(CASE_STUDIES['saffron-table'] ?? NO_CASE_STUDY),
    createdAt: '2025-09-10T10:00:00.000Z',
  },
];

export const demoReviews: Seed<Review>[] = [
  {
    _id: '65f1a2000000000000000001',
    clientName: 'Sofia Marín',
    clientAccount: 'sofiamarin',
    description:
      'Nimbus rebuilt our website in five weeks and our demo requests doubled the following month. They asked better questions about our customers than most agencies ask about design.',
    imageURL: '/demo/avatars/sofia-marin.svg',
    imageAlt: '',
    col: 1,
    createdAt: '2025-02-03T09:15:00.000Z',
  },
  {
    _id: '65f1a2000000000000000002',
    clientName: 'Marcus Bell',
    clientAccount: 'marcusbuilds',
    description: 'Fast, honest and genuinely good at what they do.',
    imageURL: '/demo/avatars/marcus-bell.svg',
    imageAlt: '',
    col: 1,
    createdAt: '2025-03-12T16:40:00.000Z',
  },
  {
    _id: '65f1a2000000000000000003',
    clientName: 'Hannah Lindqvist',
    clientAccount: 'hannahlq',
    description:
      'We moved our store from WooCommerce to Shopify without losing a single order or ranking. The new product pages convert at almost twice the old rate. Their team was on Slack every day of launch week. I would not run a migration with anyone else.',
    imageURL: '/demo/avatars/hannah-lindqvist.svg',
    imageAlt: '',
    col: 1,
    createdAt: '2025-04-22T11:05:00.000Z',
  },
  {
    _id: '65f1a2000000000000000004',
    clientName: 'David Okoro',
    clientAccount: 'davidokoro',
    description:
      'Our React Native app shipped on time and on budget, which I honestly did not think was possible. Crash reports went from daily to almost never.',
    imageURL: '/demo/avatars/david-okoro.svg',
    imageAlt: '',
    col: 2,
    createdAt: '2025-05-08T14:30:00.000Z',
  },
  {
    _id: '65f1a2000000000000000005',
    clientName: 'Emily Zhang',
    clientAccount: 'emzhang.design',
    description:
      'Their SEO work took us from page three to the top three results for our main keywords in about five months. Organic leads are now our cheapest channel. The monthly reports are short, clear and tied to revenue.',
    imageURL: '/demo/avatars/emily-zhang.svg',
    imageAlt: '',
    col: 2,
    createdAt: '2025-06-19T10:20:00.000Z',
  },
  {
    _id: '65f1a2000000000000000006',
    clientName: 'Rafael Costa',
    clientAccount: 'rafacosta',
    description: 'The dashboard they built is the first thing our whole team opens every morning.',
    imageURL: '/demo/avatars/rafael-costa.svg',
    imageAlt: '',
    col: 2,
    createdAt: '2025-07-02T08:45:00.000Z',
  },
  {
    _id: '65f1a2000000000000000007',
    clientName: 'Aisha Rahman',
    clientAccount: 'aisharahman',
    description:
      'Nimbus gave our brand a voice and a look that finally matches the quality of our product. Investors noticed the new deck before they noticed our numbers. Worth every cent.',
    imageURL: '/demo/avatars/aisha-rahman.svg',
    imageAlt: '',
    col: 3,
    createdAt: '2025-08-14T13:10:00.000Z',
  },
  {
    _id: '65f1a2000000000000000008',
    clientName: 'Tom Gallagher',
    clientAccount: 'tomgallagher',
    description:
      'Clear quotes, weekly demos and zero surprises on the invoice. Our paid campaigns now return more than four dollars for every dollar we spend.',
    imageURL: '/demo/avatars/tom-gallagher.svg',
    imageAlt: '',
    col: 3,
    createdAt: '2025-09-03T15:55:00.000Z',
  },
  {
    _id: '65f1a2000000000000000009',
    clientName: 'Yuki Tanaka',
    clientAccount: 'yukitanaka',
    description:
      'They edited a year of raw interview footage into a series of reels that tripled our Instagram reach in two months. Turnaround was always under three days. The captions alone made a huge difference to watch time. We have already booked the next season with them.',
    imageURL: '/demo/avatars/yuki-tanaka.svg',
    imageAlt: '',
    col: 3,
    createdAt: '2025-10-06T12:00:00.000Z',
  },
];

export const demoBlogs: Seed<Blog>[] = [
  {
    _id: '65f1a3000000000000000001',
    title: 'Core Web Vitals in 2025: A Practical Guide to a Faster Website',
    slug: 'core-web-vitals-practical-guide',
    description:
      'Google measures the real experience of your visitors with three **Core Web Vitals**. If three out of four of your visitors get a good experience on all three, you pass, and your pages compete on an even footing in search.\n\n## The three numbers\n\n- **Largest Contentful Paint (LCP)**, for loading: under 2.5 seconds.\n- **Interaction to Next Paint (INP)**, for responsiveness: under 200 milliseconds.\n- **Cumulative Layout Shift (CLS)**, for visual stability: under 0.1.\n\nEach is measured at the 75th percentile of real visits. Start with field data, not a single Lighthouse run: open the Core Web Vitals report in Search Console or look up your domain in [PageSpeed Insights](https://pagespeed.web.dev/), which shows data from the Chrome User Experience Report. Lab tools are perfect for debugging, but only field data tells you what your customers on mid-range Android phones actually experience.\n\n## Fix LCP first\n\nLCP is usually your hero image or headline. Serve that image in a modern format such as AVIF or WebP, give it explicit width and height, never lazy-load it, and ask the browser to fetch it first:\n\n```html\n<img src="/hero.avif" width="1200" height="630" fetchpriority="high" alt="Our studio at work">\n```\n\nSelf-host your fonts, subset them to the characters you need and preload the one used above the fold. On most marketing sites we audit, these four changes alone move LCP by a full second.\n\n## Then INP and CLS\n\nINP replaced First Input Delay in 2024 and it is much stricter, because it measures every interaction on the page, not just the first. The usual culprits are long JavaScript tasks: heavy analytics tags, chat widgets and hydration of components that never change.\n\n1. Load third-party scripts after the page is interactive.\n2. Break long tasks into smaller chunks.\n3. Render static content on the server so the browser has less JavaScript to run.\n\nCLS comes from elements that move after they appear: images without dimensions, banners injected above content and web fonts that swap with a different size. Reserve space for every image and embed, use `font-display: optional` or a size-adjusted fallback font, and place cookie banners in overlays rather than pushing content down.\n\n> Speed is not a project you finish once; it is a habit.\n\nAdd a performance budget to your CI pipeline, track Web Vitals from real users with a small script, and review the numbers every month. Teams that keep the habit usually see better rankings and higher conversion rates at the same time.',
    imageURL: '/demo/blogs/core-web-vitals.svg',
    imageAlt: 'Two fast page-speed gauges',
    author: 'Daniel Reyes',
    authorMember: '65f1a5000000000000000002',
    createdAt: '2025-01-14T09:00:00.000Z',
    commentsOpen: true,
    comments: [
      {
        _id: '65f1a4000000000000000001',
        name: 'Jordan Lee',
        email: 'jordan.lee@fastmail.com',
        comment:
          'The fetchpriority tip alone took our LCP from 3.4 s to 2.3 s. Thanks for writing this up so clearly.',
        status: 'published',
        createdAt: '2025-01-16T18:22:00.000Z',
      },
      {
        _id: '65f1a4000000000000000002',
        name: 'Maria Gonzalez',
        email: 'maria.g@outlook.com',
        comment:
          'Do you have a recommendation for tracking INP from real users without adding another heavy script?',
        status: 'published',
        createdAt: '2025-01-21T08:47:00.000Z',
      },
      {
        _id: '65f1a4000000000000000003',
        name: 'Daniel Reyes',
        email: 'daniel@nimbusstudio.dev',
        comment:
          'Maria, the web-vitals library from the Chrome team is about 2 KB. Send the values to your analytics as custom events and you are done.',
        status: 'published',
        createdAt: '2025-01-21T15:10:00.000Z',
      },
    ],
  },
  {
    _id: '65f1a3000000000000000002',
    title: 'Technical SEO Checklist: Five Fixes That Actually Move Rankings',
    slug: 'technical-seo-checklist',
    description:
      'Great content cannot rank if search engines struggle to crawl, render and understand it. Technical SEO is the foundation, and the good news is that most of the high-impact fixes are one-off jobs. This is the checklist we run on every new SEO client in their first month.\n\n## 1. Check indexation\n\nIn Search Console, open the Pages report and compare the number of indexed pages with the number you actually want in Google.\n\n- **Too few** usually means pages blocked by `robots.txt`, `noindex` tags left over from staging or thin duplicates Google chose to ignore.\n- **Too many** usually means filter, search or tracking-parameter URLs leaking into the index.\n\n## 2. Fix canonicals and redirects\n\nEvery page should declare one canonical URL, HTTP should redirect to HTTPS, and the www and non-www versions should collapse into one. Crawl the site and eliminate redirect chains: every internal link should point directly at the final URL, not through two or three hops.\n\n## 3. Flatten the architecture\n\nYour most important pages should be reachable within three clicks from the home page and receive plenty of internal links with descriptive anchor text. Orphan pages, those with no internal links at all, are one of the most common reasons good content never ranks.\n\n## 4. Add structured data where it earns rich results\n\nOrganization and Breadcrumb markup site-wide, Product and Review markup for stores, Article markup for blogs and FAQ where it genuinely fits. Validate everything with the Rich Results Test, because invalid schema is simply ignored.\n\n## 5. Speed and mobile usability\n\nThey feed directly into page experience. Once these foundations are solid, every article you publish and every link you earn works harder.\n\n> Clients usually see the first ranking gains within weeks of the technical fixes, and the full effect of an SEO program within 3–6 months.',
    imageURL: '/demo/blogs/technical-seo.svg',
    imageAlt: 'A site map drawn as a tree of pages',
    author: 'Priya Nair',
    authorMember: '65f1a5000000000000000003',
    createdAt: '2025-02-26T09:00:00.000Z',
    commentsOpen: true,
    comments: [
      {
        _id: '65f1a4000000000000000004',
        name: 'Chris Whitfield',
        email: 'chris@whitfieldlegal.com',
        comment:
          'We found 300 orphan pages on our site after reading this. Linking them properly is now on our roadmap.',
        status: 'published',
        createdAt: '2025-03-01T10:35:00.000Z',
      },
      {
        _id: '65f1a4000000000000000005',
        name: 'Ana Ribeiro',
        email: 'ana.ribeiro@gmail.com',
        comment: 'Bookmarked. The point about redirect chains is so often overlooked.',
        status: 'published',
        createdAt: '2025-03-07T19:02:00.000Z',
      },
    ],
  },
  {
    _id: '65f1a3000000000000000003',
    title: 'Five Shopify Product Page Changes That Lift Conversion',
    slug: 'shopify-product-page-conversion',
    description:
      'The product page is where a Shopify store wins or loses the sale. After optimising dozens of stores, we see the same handful of changes deliver most of the improvement. None of them require a new theme, and most can be tested in a week.\n\n1. Show the real product at real scale. Lead with lifestyle photography that shows size and context, followed by close-ups of materials and a short video if you have one. Shoppers cannot touch the product, so your images have to answer every question a hand and eye would.\n\n2. Put delivery and returns next to the price. A clear line such as "Free delivery by Friday, 30-day returns" next to the add-to-cart button removes the two biggest hesitations before they become abandoned carts. Shopify apps or a simple metafield can calculate the delivery estimate.\n\n3. Make the add-to-cart button impossible to miss. On mobile, use a sticky add-to-cart bar that appears once the original button scrolls out of view. Keep variant selection simple, and show swatches instead of dropdowns for colours and materials.\n\n4. Use reviews as content, not as a footer. Show the star rating near the title, surface reviews that mention fit, quality or delivery, and include customer photos. Three specific reviews beat three hundred anonymous stars.\n\n5. Offer bundles and a smart upsell, not a pop-up. A "complete the look" bundle or a frequently-bought-together block lifts average order value without interrupting the shopper. Finally, measure everything: run one change at a time as an A/B test for at least two full weeks, watch conversion rate and revenue per visitor, and keep only what wins.',
    imageURL: '/demo/blogs/shopify-conversion.svg',
    imageAlt: 'A sofa’s product page and conversion up 31%',
    author: 'Priya Nair',
    authorMember: '65f1a5000000000000000003',
    createdAt: '2025-04-09T09:00:00.000Z',
    commentsOpen: true,
    comments: [
      {
        _id: '65f1a4000000000000000006',
        name: 'Lena Fischer',
        email: 'lena@kleinwerk.de',
        comment:
          'Adding the delivery estimate next to the price raised our conversion by 9%. Such a small change.',
        status: 'published',
        createdAt: '2025-04-11T07:48:00.000Z',
      },
      {
        _id: '65f1a4000000000000000007',
        name: 'Omar Haddad',
        email: 'omar.haddad@proton.me',
        comment: 'Which app do you recommend for the sticky add-to-cart bar on Dawn?',
        status: 'published',
        createdAt: '2025-04-15T13:26:00.000Z',
      },
      {
        _id: '65f1a4000000000000000008',
        name: 'Priya Nair',
        email: 'priya@nimbusstudio.dev',
        comment:
          'Omar, on Dawn we usually build it as a small theme section instead of an app. It is about 40 lines of code and adds nothing to page weight.',
        status: 'published',
        createdAt: '2025-04-15T17:03:00.000Z',
      },
      {
        _id: '65f1a4000000000000000009',
        name: 'Becky Turner',
        email: 'becky@turnerceramics.com',
        comment: 'Point four is so true. Our photo reviews outperform our studio shots.',
        status: 'published',
        createdAt: '2025-05-02T20:14:00.000Z',
      },
    ],
  },
  {
    _id: '65f1a3000000000000000004',
    title: 'Design Systems for Small Teams: Start With Ten Components',
    slug: 'design-systems-for-small-teams',
    description:
      'Design systems have a reputation for being something only companies with dedicated platform teams can afford. In reality, a small team benefits even more, because every hour not spent redrawing a button is an hour spent on the product. The trick is to start small and grow the system only when the product demands it.\n\n## Begin with tokens, not components\n\nDefine your colour palette, type scale, spacing scale, border radii and shadows as named variables in Figma and as CSS variables or a Tailwind theme in code:\n\n```css\n:root {\n  --color-brand: #6366f1;\n  --radius-card: 1.5rem;\n  --space-section: 6rem;\n}\n```\n\nWhen the names match on both sides, designers and developers finally speak the same language.\n\n## Then build the ten components every screen uses\n\n1. Button\n2. Input\n3. Select\n4. Checkbox\n5. Card\n6. Modal\n7. Tabs\n8. Toast\n9. Badge\n10. Avatar\n\nGive each one its states (default, hover, focus, disabled, error) and document when to use it in a sentence or two. That covers the vast majority of most products.\n\n## Accessibility is part of the component\n\nFocus rings, contrast ratios, labels and keyboard behaviour should be built into the button and the modal *once*, so every screen that uses them inherits the right behaviour for free.\n\n## Give the system an owner\n\nOne designer and one developer reviewing additions every two weeks is enough to keep it healthy.\n\n> A system nobody owns drifts, and a system that is never allowed to change gets ignored.\n\nStart with ten components, ship them, and let real product needs tell you what the eleventh should be.',
    imageURL: '/demo/blogs/design-systems.svg',
    imageAlt: 'A button, toggles and type: design system parts',
    author: 'Amara Okafor',
    authorMember: '65f1a5000000000000000001',
    createdAt: '2025-05-21T09:00:00.000Z',
    commentsOpen: true,
    comments: [
      {
        _id: '65f1a4000000000000000010',
        name: 'Kevin Park',
        email: 'kevin.park@hey.com',
        comment:
          'Starting with tokens was the piece we were missing. Our Figma and Tailwind names now match and handoff is so much smoother.',
        status: 'published',
        createdAt: '2025-05-24T11:30:00.000Z',
      },
    ],
  },
  {
    _id: '65f1a3000000000000000005',
    title: 'React Native or Flutter? How We Choose for Client Apps',
    slug: 'react-native-or-flutter',
    description:
      'Almost every mobile project we scope starts with the same question: React Native or Flutter? Both are mature, both power apps used by millions and both let you ship iOS and Android from one codebase. The honest answer is that the right choice depends on your team and your product, not on which framework is trending.\n\nWe lean towards React Native when the client already has a React or Next.js web team. Developers can move between web and mobile, share TypeScript types and business logic, and the New Architecture has closed most of the old performance gaps. Expo makes builds, over-the-air updates and store submissions far less painful than they used to be.\n\nWe lean towards Flutter when the app is heavily visual or animation-driven, or when pixel-identical UI across platforms matters more than platform conventions. Flutter renders every pixel itself, so custom designs look exactly the same on a budget Android phone and the newest iPhone, and its performance for complex animation is excellent.\n\nFor a few products we recommend neither. Apps that depend on advanced camera processing, augmented reality, Bluetooth hardware or heavy background work are often better built natively in Swift and Kotlin, or at least with substantial native modules.\n\nWhatever the framework, the factors that decide success are the same: a tightly scoped first version, a clickable prototype tested with real users, automated testing, crash reporting from day one and a release process your team can repeat. Pick the framework your team can maintain for the next five years, and spend your energy on those.',
    imageURL: '/demo/blogs/react-native-vs-flutter.svg',
    imageAlt: 'Two phones: React Native views versus Flutter widgets',
    author: 'Lucas Meyer',
    authorMember: '65f1a5000000000000000004',
    createdAt: '2025-07-15T09:00:00.000Z',
    commentsOpen: true,
    comments: [
      {
        _id: '65f1a4000000000000000011',
        name: 'Fatima Noor',
        email: 'fatima.noor@gmail.com',
        comment:
          'Refreshing to read a comparison that does not declare a winner. The point about maintaining it for five years is what matters for us.',
        status: 'published',
        createdAt: '2025-07-18T09:12:00.000Z',
      },
      {
        _id: '65f1a4000000000000000012',
        name: 'Ethan Brooks',
        email: 'ethan@brooksventures.io',
        comment:
          'We went with Expo after reading this and had our first TestFlight build in two days.',
        status: 'published',
        createdAt: '2025-08-04T16:40:00.000Z',
      },
    ],
  },
  {
    _id: '65f1a3000000000000000006',
    title: 'Brand Strategy Before Logo: The Positioning Work Most Startups Skip',
    slug: 'brand-strategy-before-logo',
    description:
      'When founders come to us for a rebrand, they usually ask for a new logo. What they actually need, more often than not, is a clearer answer to a simpler question: why should the right customer choose you over the alternatives? A logo cannot answer that. Positioning can.\n\nGood positioning has four parts: who the product is for, what category it competes in, what makes it different, and the proof that the difference is real. Write each one down in a single sentence. If the team cannot agree on those four sentences, no amount of design will make the brand feel sharp.\n\nThe fastest way to find the answers is to talk to customers. Ten interviews with your best customers, and a few with deals you lost, will reveal the words they use, the alternatives they considered and the moment they decided. Those words become your messaging. Almost every time, customers describe the value more simply than the founders do.\n\nOnly then does visual identity come in. With a clear positioning, the design brief writes itself: a fintech that wins on trust needs a very different identity from one that wins on speed. Logo, colour, type and imagery become tools for expressing a strategy, not decorations chosen by taste.\n\nFinally, make the brand easy to use. A short guidelines site, a few templates for decks and social posts, and a tone-of-voice page will do more for consistency than a 90-page PDF nobody opens. Brands are built by repetition, and repetition only happens when the right thing is also the easiest thing.',
    imageURL: '/demo/blogs/brand-strategy.svg',
    imageAlt: 'A positioning map with the brand starred as modern and premium',
    author: 'Amara Okafor',
    authorMember: '65f1a5000000000000000001',
    createdAt: '2025-10-02T09:00:00.000Z',
    commentsOpen: true,
    comments: [],
  },
];

export const demoTeam: Seed<TeamMember>[] = [
  {
    _id: '65f1a5000000000000000001',
    name: 'Amara Okafor',
    skill: 'Founder & Creative Director',
    description:
      'Amara leads brand and product design at Nimbus, with ten years of experience shaping identities for fintech and consumer startups. She makes sure every project starts with a clear strategy before anyone opens Figma.',
    imageURL: '/demo/team/amara-okafor.svg',
    imageAlt: 'Portrait of Amara Okafor',
    linkedIn: 'https://www.linkedin.com/in/amara-okafor-nimbus',
    github: 'https://github.com/amaraokafor',
    createdAt: '2025-01-06T09:00:00.000Z',
  },
  {
    _id: '65f1a5000000000000000002',
    name: 'Daniel Reyes',
    skill: 'Lead Full-Stack Engineer',
    description:
      'Daniel architects the web platforms and SaaS products we build, specialising in Next.js, TypeScript and Node.js. He is obsessed with performance and has never shipped a site that failed Core Web Vitals.',
    imageURL: '/demo/team/daniel-reyes.svg',
    imageAlt: 'Portrait of Daniel Reyes',
    linkedIn: 'https://www.linkedin.com/in/daniel-reyes-dev',
    github: 'https://github.com/danielreyes-dev',
    createdAt: '2025-01-06T09:05:00.000Z',
  },
  {
    _id: '65f1a5000000000000000003',
    name: 'Priya Nair',
    skill: 'Head of SEO & Growth',
    description:
      'Priya runs our SEO, paid media and conversion programs, turning analytics into weekly decisions. Before Nimbus she grew organic revenue for two Shopify Plus brands past seven figures.',
    imageURL: '/demo/team/priya-nair.svg',
    imageAlt: 'Portrait of Priya Nair',
    linkedIn: 'https://www.linkedin.com/in/priya-nair-growth',
    github: 'https://github.com/priyanair',
    createdAt: '2025-01-06T09:10:00.000Z',
  },
  {
    _id: '65f1a5000000000000000004',
    name: 'Lucas Meyer',
    skill: 'Senior Mobile Engineer',
    description:
      'Lucas builds our iOS and Android apps with React Native and Flutter, from the first prototype to App Store release. He has shipped more than fifteen apps with a combined two million downloads.',
    imageURL: '/demo/team/lucas-meyer.svg',
    imageAlt: 'Portrait of Lucas Meyer',
    linkedIn: 'https://www.linkedin.com/in/lucas-meyer-mobile',
    github: 'https://github.com/lucasmeyer-apps',
    createdAt: '2025-01-06T09:15:00.000Z',
  },
];

export const demoMessages: SeedMessage[] = [
  {
    _id: '65f1a6000000000000000001',
    name: 'Natalie Brooks',
    email: 'natalie@greenleafdental.com',
    phone: '+1 (503) 555-0187',
    subject: 'Web Development',
    message:
      'Hi, we run four dental practices in Portland and our website is slow and hard to update. We would like a new site with online booking and a page per location. Could you share a rough budget range and timeline?',
    createdAt: '2025-06-12T15:24:00.000Z',
  },
  {
    _id: '65f1a6000000000000000002',
    name: 'Samuel Adeyemi',
    email: 'samuel.adeyemi@tradeloop.io',
    phone: '+44 20 7946 0321',
    subject: 'UI/UX Design',
    message:
      'We are a B2B marketplace with a working product but users struggle with onboarding. We are looking for a UX audit and a redesign of the first-run experience and dashboard. Are you available to start in August?',
    createdAt: '2025-07-29T09:41:00.000Z',
  },
  {
    _id: '65f1a6000000000000000003',
    name: 'Isabella Romano',
    email: 'isabella@casaromanoolive.com',
    phone: '+1 (646) 555-0119',
    subject: 'Consultation',
    message:
      'Our family olive oil brand sells on Shopify and Amazon. Sales have plateaued and we are not sure whether to invest in SEO, paid ads or a new store design first. I would love a consultation call to talk it through.',
    createdAt: '2025-09-16T18:05:00.000Z',
  },
  {
    _id: '65f1a6000000000000000004',
    name: 'Kenji Watanabe',
    email: 'kenji.w@stridelabs.co',
    phone: '+1 (415) 555-0163',
    subject: 'Web Development',
    message:
      'We are a seed-stage startup building a scheduling tool for physiotherapy clinics. We need a marketing site and an MVP web app in Next.js within the next quarter. Can we book a discovery call next week?',
    createdAt: '2025-10-21T11:30:00.000Z',
  },
];
