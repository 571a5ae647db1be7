/**
 * FAQ copy. `homeFaqs` feed the home page accordion (exactly 8); `serviceFaqList` holds 9 or 10
 * entries per service, each tagged with its service slug in `path`.
 */

export interface Faq {
  /** 'home' for the home page, otherwise the service slug. */
  path: string;
  question: string;
  answer: string;
}

export const homeFaqs: Faq[] = [
  {
    path: 'home',
    question: 'What does working with Nimbus Studio look like?',
    answer:
      'Every project starts with a free 30-minute call and a 90-minute discovery workshop. From there we send a written scope and a fixed quote within 48 hours. Once approved, you get a dedicated project lead, a shared Slack channel and a weekly demo of real progress until launch.',
  },
  {
    path: 'home',
    question: 'How do you price your projects?',
    answer:
      'Most work is quoted as a fixed price per clearly defined scope, so you know the full cost before we begin. Ongoing work such as marketing, SEO or maintenance runs on a monthly retainer. We split project payments into milestones, usually 40 percent to start, 40 percent at design approval and 20 percent at launch.',
  },
  {
    path: 'home',
    question: 'How long does a typical project take?',
    answer:
      'A marketing website usually takes 3–6 weeks from kickoff to launch, depending on the number of pages and integrations. Mobile apps and custom web applications typically take 8–16 weeks. You get a week-by-week timeline with your quote, and we flag any risk to it the moment we see one.',
  },
  {
    path: 'home',
    question: 'Who owns the code and designs when the project is finished?',
    answer:
      'You do. Once the final invoice is paid, all source code, design files, content and accounts are transferred to you. Repositories live in your GitHub organisation from day one, and we never lock you into proprietary platforms or hosting.',
  },
  {
    path: 'home',
    question: 'Do you offer support after launch?',
    answer:
      'Yes. Every project includes 30 days of free post-launch support for fixes and small adjustments. After that, most clients move to a care plan that covers hosting, security updates, monitoring and a monthly bank of hours for new improvements.',
  },
  {
    path: 'home',
    question: 'How will we communicate during the project?',
    answer:
      'You get a shared Slack or Microsoft Teams channel with the people actually doing the work, a weekly 30-minute check-in call and a live project board. We reply within one business day, usually much faster, and we work across US and European time zones.',
  },
  {
    path: 'home',
    question: 'Which industries do you work with?',
    answer:
      'We have shipped work for fintech, healthcare, e-commerce, SaaS, logistics, hospitality and professional services companies, from seed-stage startups to established enterprises. What matters more than the industry is a clear business goal we can measure together.',
  },
  {
    path: 'home',
    question: 'How do we get started?',
    answer:
      'Book a call or send us a message through the contact page with a few lines about your goals. We will reply within one business day to schedule a 30-minute intro call, and if we are a good fit you will have a scope and quote in your inbox within two days of that call.',
  },
];

export const serviceFaqList: Faq[] = [
  // web-development (10)
  {
    path: 'web-development',
    question: 'How long does it take to build a website?',
    answer:
      'A typical marketing website takes 3–6 weeks from kickoff to launch. A 5–8 page site with a CMS sits at the shorter end; larger sites with integrations, multiple languages or custom functionality take closer to 6 weeks. Web applications are scoped separately and usually take 8–16 weeks.',
  },
  {
    path: 'web-development',
    question: 'Which technologies do you build websites with?',
    answer:
      'Our default stack is Next.js, React and TypeScript with Tailwind CSS, deployed on Vercel or AWS. For content we use a headless CMS such as Sanity, Contentful or Payload. When a client already runs WordPress or Shopify, we build on those platforms instead.',
  },
  {
    path: 'web-development',
    question: 'Will I be able to edit the website myself?',
    answer:
      'Yes. Every site ships with a CMS set up around your content, with reusable page sections, live preview and image handling. We record a training session for your team and provide a short written guide covering everyday edits.',
  },
  {
    path: 'web-development',
    question: 'How much does a website cost?',
    answer:
      'Marketing websites typically range from $6,000 to $25,000 depending on page count, design complexity and integrations. Web applications start around $20,000. After the discovery workshop you receive a fixed quote, so the price does not change unless the scope does.',
  },
  {
    path: 'web-development',
    question: 'Will my website be fast and mobile friendly?',
    answer:
      'Every build is designed mobile-first and tested on real devices. We target Lighthouse scores of 90 or higher and green Core Web Vitals: LCP under 2.5 seconds, INP under 200 milliseconds and CLS under 0.1, and we include the final report in the handover.',
  },
  {
    path: 'web-development',
    question: 'Do you build websites that meet accessibility standards?',
    answer:
      'Yes. We build to WCAG 2.2 AA: semantic HTML, keyboard navigation, visible focus states, sufficient colour contrast and screen-reader friendly forms. Automated axe checks run on every deploy, and we do a manual pass with VoiceOver before launch.',
  },
  {
    path: 'web-development',
    question: 'Can you redesign my existing website without losing search rankings?',
    answer:
      'Yes. We crawl your current site, map every existing URL to its new equivalent, set up 301 redirects and preserve titles, meta descriptions and structured data. After launch we monitor Search Console for crawl errors and fix them within days.',
  },
  {
    path: 'web-development',
    question: 'Do you handle hosting and domains?',
    answer:
      'We can. Most sites are hosted on Vercel or AWS under your own account, so you stay in control. We configure the domain, SSL, CDN and backups, and our care plans include uptime monitoring and dependency updates.',
  },
  {
    path: 'web-development',
    question: 'Can you integrate my website with our CRM and other tools?',
    answer:
      'Yes. We regularly connect websites to HubSpot, Salesforce, Pipedrive, Mailchimp, Klaviyo, Stripe, Calendly and custom APIs. Form submissions, bookings and payments flow straight into the tools your team already uses.',
  },
  {
    path: 'web-development',
    question: 'What do you need from us to get started?',
    answer:
      'A clear goal for the website, access to your current site and analytics, your brand assets and a single decision-maker on your side. If you do not have copy or photography yet, we can write and source them as part of the project.',
  },

  // mobile-app-development (10)
  {
    path: 'mobile-app-development',
    question: 'Should we build native or cross-platform?',
    answer:
      'For most products we recommend React Native or Flutter: one codebase for iOS and Android, near-native performance and 30–40 percent lower cost. We suggest fully native Swift or Kotlin only when the app depends heavily on device hardware, complex AR or advanced background processing.',
  },
  {
    path: 'mobile-app-development',
    question: 'How long does it take to build a mobile app?',
    answer:
      'A focused first version (MVP) usually takes 10–16 weeks including design, development, testing and store submission. A clickable prototype is ready in the first two to three weeks so you can validate the concept early.',
  },
  {
    path: 'mobile-app-development',
    question: 'How much does a mobile app cost?',
    answer:
      'MVPs typically start around $30,000, and apps with complex backends, payments or real-time features range from $60,000 to $150,000. We give a fixed price per phase after scoping, and we will tell you honestly which features can wait for version two.',
  },
  {
    path: 'mobile-app-development',
    question: 'Do you publish the app to the App Store and Google Play?',
    answer:
      'Yes. We prepare store listings, screenshots, privacy labels and compliance documents, submit the builds and handle any review feedback from Apple or Google. The apps are published under your own developer accounts.',
  },
  {
    path: 'mobile-app-development',
    question: 'Can you build the backend and admin panel too?',
    answer:
      'Yes. We build backends with Node.js, Firebase or Supabase, covering authentication, databases, file storage, push notifications and a web admin panel for managing users and content.',
  },
  {
    path: 'mobile-app-development',
    question: 'Can you take over an existing app from another team?',
    answer:
      'Yes. We start with a one-week code audit covering architecture, dependencies, crash reports and security, then give you a clear plan: stabilise and extend the current app, or rebuild the parts that are holding you back.',
  },
  {
    path: 'mobile-app-development',
    question: 'How do you test apps before release?',
    answer:
      'We combine automated unit and end-to-end tests with manual testing on a device lab of current and older iPhones and Android phones. Every release goes through a TestFlight or Play internal testing round before it reaches the stores.',
  },
  {
    path: 'mobile-app-development',
    question: 'Will the app work offline?',
    answer:
      'If your users need it, yes. We design offline-first apps that store data locally and sync in the background once the connection returns, with clear rules for resolving conflicting edits.',
  },
  {
    path: 'mobile-app-development',
    question: 'How do you keep our users’ data secure?',
    answer:
      'We use encrypted storage for sensitive data, secure token-based authentication, certificate pinning where appropriate and least-privilege access on the backend. We can also work within HIPAA or GDPR requirements when your app handles regulated data.',
  },
  {
    path: 'mobile-app-development',
    question: 'What happens after the app launches?',
    answer:
      'We monitor crash reports and analytics closely during launch week, then move to a monthly plan covering OS updates, bug fixes and new features. Apple and Google change requirements every year, and we keep your app compliant.',
  },

  // digital-marketing (9)
  {
    path: 'digital-marketing',
    question: 'Which marketing channels do you manage?',
    answer:
      'Google Ads, Microsoft Ads, Meta (Facebook and Instagram), LinkedIn, TikTok and YouTube, plus email and SMS through Klaviyo, HubSpot or Mailchimp. We recommend channels based on where your customers actually spend time, not on what is trendy.',
  },
  {
    path: 'digital-marketing',
    question: 'How soon will we see results from paid campaigns?',
    answer:
      'Paid campaigns generate traffic from day one, but they usually need 4–8 weeks of testing and optimisation to reach stable, efficient performance. We set realistic targets for the first 90 days during the strategy phase.',
  },
  {
    path: 'digital-marketing',
    question: 'What ad budget do we need?',
    answer:
      'We suggest at least $3,000 per month in media spend per channel so campaigns gather enough data to optimise. Smaller budgets can work for local businesses or a single tightly targeted campaign, and we will tell you upfront if your budget is too thin to test properly.',
  },
  {
    path: 'digital-marketing',
    question: 'How do you charge for digital marketing?',
    answer:
      'We charge a fixed monthly management fee based on the channels and scope, starting at $1,800 per month. Ad spend is paid directly to the platforms from your own accounts, so you always see exactly where your money goes.',
  },
  {
    path: 'digital-marketing',
    question: 'Do we own the ad accounts and data?',
    answer:
      'Yes, always. Campaigns run in ad accounts owned by your business, with our team added as partners. If we ever part ways, every campaign, audience, pixel and piece of historical data stays with you.',
  },
  {
    path: 'digital-marketing',
    question: 'How do you report on performance?',
    answer:
      'You get a live Looker Studio dashboard showing spend, leads, cost per acquisition and return on ad spend, a short weekly update and a monthly strategy call. Reports focus on business outcomes, not vanity metrics like impressions.',
  },
  {
    path: 'digital-marketing',
    question: 'Do you create the ad creatives as well?',
    answer:
      'Yes. Our designers and video editors produce static, carousel and video ads in batches of variations. Fresh creative every two weeks is one of the biggest drivers of performance on social platforms.',
  },
  {
    path: 'digital-marketing',
    question: 'Is there a minimum contract length?',
    answer:
      'We ask for an initial three-month commitment, because the first month is mostly setup and testing. After that, the engagement continues month to month with 30 days notice.',
  },
  {
    path: 'digital-marketing',
    question: 'Can you work alongside our in-house marketing team?',
    answer:
      'Absolutely. Many clients keep strategy or content in-house and use us for paid media, tracking or creative production. We join your existing tools and rituals rather than forcing new ones on your team.',
  },

  // shopify-development (10)
  {
    path: 'shopify-development',
    question: 'Do you build custom Shopify themes or customise existing ones?',
    answer:
      'Both. For established brands we build custom Online Store 2.0 themes from scratch for full control over design and speed. For newer stores, customising a high-quality premium theme is often the smarter investment, and we will recommend the right option for your stage.',
  },
  {
    path: 'shopify-development',
    question: 'How long does a Shopify store build take?',
    answer:
      'A store on a customised premium theme usually takes 3–5 weeks. A fully custom theme takes 6–10 weeks, and migrations from another platform add one to two weeks depending on catalogue size.',
  },
  {
    path: 'shopify-development',
    question: 'Can you migrate our store from WooCommerce or Magento?',
    answer:
      'Yes. We migrate products, variants, collections, customers, order history, reviews and blog content, and set up redirects for every old URL so you keep your search traffic. We run a full validation before switching the domain.',
  },
  {
    path: 'shopify-development',
    question: 'Should we use Shopify Plus?',
    answer:
      'Shopify Plus makes sense once you pass roughly $1 million in annual revenue or need B2B pricing, checkout customisation, Shopify Functions or multiple expansion stores. We will walk you through the numbers before you upgrade.',
  },
  {
    path: 'shopify-development',
    question: 'What is headless Shopify and do we need it?',
    answer:
      'Headless means Shopify runs the catalogue and checkout while a custom front end, such as Hydrogen or Next.js, renders the store. It offers more speed and creative freedom but costs more to build and maintain, so we only recommend it for brands with heavy content or complex experiences.',
  },
  {
    path: 'shopify-development',
    question: 'Can you make our Shopify store faster?',
    answer:
      'Yes. Slow stores usually suffer from unused apps, unoptimised images and heavy theme code. Our speed optimisation work regularly takes mobile Lighthouse scores from the 30s into the 80s and improves conversion rate as a result.',
  },
  {
    path: 'shopify-development',
    question: 'Which Shopify apps do you recommend?',
    answer:
      'It depends on your business, but common picks are Klaviyo for email, Judge.me or Yotpo for reviews, Recharge for subscriptions and Gorgias for support. We keep the app stack lean and build custom features when an app would slow the store down.',
  },
  {
    path: 'shopify-development',
    question: 'Will we be able to manage products and pages ourselves?',
    answer:
      'Yes. Custom themes are built with flexible sections and blocks, so your team can create landing pages, reorder content and launch campaigns from the Shopify editor. We include a training session and a store operations guide.',
  },
  {
    path: 'shopify-development',
    question: 'Do you help increase conversion rates?',
    answer:
      'Yes. We analyse your funnel, run A/B tests on product and cart pages and add proven conversion features such as bundles, sticky add-to-cart and delivery estimates. Our clients typically see a 15–35 percent conversion lift after a redesign.',
  },
  {
    path: 'shopify-development',
    question: 'Do you offer Shopify support after launch?',
    answer:
      'Yes. Our monthly Shopify retainers cover new features, seasonal campaign pages, app updates and priority fixes, with extra availability in the weeks before Black Friday and Cyber Monday.',
  },

  // graphic-designing (9)
  {
    path: 'graphic-designing',
    question: 'What kind of graphic design work do you do?',
    answer:
      'Social media creatives, ad sets, pitch decks, brochures, packaging, event materials, infographics, illustrations and icon sets. If it needs to look good and represent your brand, we can design it.',
  },
  {
    path: 'graphic-designing',
    question: 'How fast is the turnaround for design requests?',
    answer:
      'Most single requests such as a social post set or a flyer are delivered within two to three working days. Larger pieces like a 20-slide pitch deck or packaging system take one to two weeks, and urgent requests can be prioritised.',
  },
  {
    path: 'graphic-designing',
    question: 'How many revisions are included?',
    answer:
      'Every request includes two rounds of revisions. Feedback is collected directly on the design file, so comments are precise and nothing gets lost in email threads.',
  },
  {
    path: 'graphic-designing',
    question: 'Can you work with our existing brand guidelines?',
    answer:
      'Yes. We follow your existing guidelines closely. If there are gaps, for example no rules for social media or illustration, we propose extensions that stay true to the brand.',
  },
  {
    path: 'graphic-designing',
    question: 'Which file formats will we receive?',
    answer:
      'You receive the editable source files (Figma, Adobe Illustrator or InDesign) plus exports ready to use: print-ready PDF with bleed, PNG and JPG for web, SVG for icons and MP4 for animated pieces.',
  },
  {
    path: 'graphic-designing',
    question: 'Do you offer ongoing design support?',
    answer:
      'Yes. Our monthly design retainers give you a dedicated designer for a set number of hours, ideal for teams who need a steady flow of social content, ads and sales materials.',
  },
  {
    path: 'graphic-designing',
    question: 'Can you prepare files for professional printing?',
    answer:
      'Yes. We set up files with correct CMYK or Pantone colours, bleed, crop marks and resolution for your printer, and we can review a physical proof before the full run.',
  },
  {
    path: 'graphic-designing',
    question: 'Do you use stock images or create custom visuals?',
    answer:
      'Both, depending on budget. We use licensed stock where it fits, and create custom illustrations, 3D renders or art-directed compositions when you need visuals that no competitor can use.',
  },
  {
    path: 'graphic-designing',
    question: 'Will we own the designs you create?',
    answer:
      'Yes. Once paid, full rights to the final designs and source files are transferred to your company. Licensed stock assets remain subject to their original licence terms, which we document for you.',
  },

  // wordpress-development (10)
  {
    path: 'wordpress-development',
    question: 'Do you use page builders like Elementor?',
    answer:
      'We prefer custom block themes built on the native WordPress editor. They are faster, more secure and easier to maintain than heavy page builders, while still giving editors drag-and-drop flexibility with branded blocks.',
  },
  {
    path: 'wordpress-development',
    question: 'How long does a WordPress website take to build?',
    answer:
      'A custom WordPress site usually takes 4–8 weeks depending on the number of templates, integrations and content to migrate. WooCommerce stores and membership sites take longer and are scoped individually.',
  },
  {
    path: 'wordpress-development',
    question: 'Can you fix or speed up our existing WordPress site?',
    answer:
      'Yes. We start with a performance and security audit, then remove unnecessary plugins, optimise images and the database, add caching and clean up theme code. Most sites we optimise load two to three times faster afterwards.',
  },
  {
    path: 'wordpress-development',
    question: 'How do you keep WordPress secure?',
    answer:
      'Managed hosting, a web application firewall, two-factor authentication, limited admin accounts, daily off-site backups and updates tested on staging before they reach production. Most WordPress hacks come from outdated plugins, so we keep the plugin count low.',
  },
  {
    path: 'wordpress-development',
    question: 'Do you build WooCommerce stores?',
    answer:
      'Yes. We build WooCommerce stores with custom product types, subscriptions, memberships and payment gateways. If your store is growing fast, we will also give you an honest comparison with Shopify.',
  },
  {
    path: 'wordpress-development',
    question: 'Can you build custom WordPress plugins?',
    answer:
      'Yes. We develop custom plugins for bookings, calculators, directories, CRM integrations and other business logic, written to WordPress coding standards with version control and documentation.',
  },
  {
    path: 'wordpress-development',
    question: 'What is headless WordPress?',
    answer:
      'Your team keeps editing content in the familiar WordPress dashboard, while the public site is a separate Next.js front end that reads content through WPGraphQL. You get modern performance and security without retraining your editors.',
  },
  {
    path: 'wordpress-development',
    question: 'Can you migrate our site to WordPress from another platform?',
    answer:
      'Yes. We migrate content from Wix, Squarespace, Webflow, Drupal or custom systems, including posts, pages, media and authors, and set up redirects so existing links and rankings keep working.',
  },
  {
    path: 'wordpress-development',
    question: 'What does a WordPress care plan include?',
    answer:
      'Core, theme and plugin updates tested on staging, daily backups, uptime and security monitoring, monthly performance checks and a set number of support hours for content changes or small improvements.',
  },
  {
    path: 'wordpress-development',
    question: 'Will our team be trained to use the new site?',
    answer:
      'Yes. Every launch includes a live training session, which we record, plus a short guide covering pages, posts, blocks, media and forms, so nobody on your team depends on a developer for everyday edits.',
  },

  // video-editing (9)
  {
    path: 'video-editing',
    question: 'What types of videos do you edit?',
    answer:
      'Short-form social videos, paid ads, product explainers, YouTube episodes, podcasts, testimonials, event recaps and corporate videos. We work with footage you film yourself or footage from your production crew.',
  },
  {
    path: 'video-editing',
    question: 'How quickly do you deliver edited videos?',
    answer:
      'Short-form videos are typically delivered within 48–72 hours of receiving the footage. Longer edits such as a 20-minute YouTube episode or a brand film take four to seven working days for the first cut.',
  },
  {
    path: 'video-editing',
    question: 'How do we send you our footage?',
    answer:
      'Upload it to a shared Google Drive, Dropbox or Frame.io folder we set up for you. We accept all common formats, including footage from phones, mirrorless cameras and screen recorders.',
  },
  {
    path: 'video-editing',
    question: 'Do you add subtitles and captions?',
    answer:
      'Yes. Every video includes accurate captions. For social media we use styled, animated captions burned into the video, and we can also provide separate SRT files and translations for YouTube or your website.',
  },
  {
    path: 'video-editing',
    question: 'Can you provide music and stock footage?',
    answer:
      'Yes. We use properly licensed music from Artlist and Epidemic Sound, and stock footage from licensed libraries, so your videos are safe to use in ads and will not be muted or taken down.',
  },
  {
    path: 'video-editing',
    question: 'How many revision rounds are included?',
    answer:
      'Two rounds of revisions are included for every video. You leave time-stamped comments directly on the video in Frame.io, which makes feedback fast and precise.',
  },
  {
    path: 'video-editing',
    question: 'Can you edit one video into several formats?',
    answer:
      'Yes. We deliver every video in the aspect ratios you need: 9:16 for Reels, TikTok and Shorts, 1:1 or 4:5 for feeds and 16:9 for YouTube and websites, with the framing adjusted for each rather than simply cropped.',
  },
  {
    path: 'video-editing',
    question: 'Do you offer monthly video editing packages?',
    answer:
      'Yes. Monthly packages cover a fixed number of short-form or long-form videos, ideal for creators and brands publishing every week. Packages include a content calendar and priority turnaround.',
  },
  {
    path: 'video-editing',
    question: 'Can you add motion graphics and animation?',
    answer:
      'Yes. Our motion designers create animated titles, lower thirds, logo animations, kinetic typography and simple explainer animations in After Effects, matched to your brand guidelines.',
  },

  // seo (10)
  {
    path: 'seo',
    question: 'How long does SEO take to show results?',
    answer:
      'Most sites see meaningful improvements in rankings and organic traffic within 3–6 months. Technical fixes can show impact within weeks, while competitive keywords and authority building take longer. SEO compounds, so results in months 6–12 are usually much stronger than in the first quarter.',
  },
  {
    path: 'seo',
    question: 'Can you guarantee first-place rankings on Google?',
    answer:
      'No honest agency can guarantee a specific ranking, because Google controls its algorithm. What we guarantee is a transparent process, measurable progress on agreed metrics such as organic traffic and leads, and work that follows Google’s guidelines.',
  },
  {
    path: 'seo',
    question: 'What is included in your SEO service?',
    answer:
      'A technical audit and fixes, keyword and competitor research, on-page optimisation, content strategy and production, link building through digital PR, local SEO where relevant, and monthly reporting tied to leads and revenue.',
  },
  {
    path: 'seo',
    question: 'How much does SEO cost?',
    answer:
      'Our SEO retainers start at $2,000 per month for local and small business sites and go up to $6,000 or more for competitive national or e-commerce programs. The price depends on how much content and link building your market requires.',
  },
  {
    path: 'seo',
    question: 'Do you write the content for SEO?',
    answer:
      'Yes. Our writers produce pillar pages, blog articles and category copy from detailed SEO briefs, and we involve your subject-matter experts where expertise matters, especially in health, finance and legal topics.',
  },
  {
    path: 'seo',
    question: 'How do you build backlinks?',
    answer:
      'Through digital PR, original research, expert commentary, partnerships and outreach to relevant publications in your industry. We never buy links from private blog networks or link farms, which put your site at risk of penalties.',
  },
  {
    path: 'seo',
    question: 'What is technical SEO and why does it matter?',
    answer:
      'Technical SEO makes sure search engines can crawl, render and index your site efficiently. It covers site speed, mobile usability, structured data, canonical tags, redirects and internal linking. Without it, even great content struggles to rank.',
  },
  {
    path: 'seo',
    question: 'Do you offer local SEO for businesses with physical locations?',
    answer:
      'Yes. We optimise your Google Business Profile, create location pages, clean up citations across directories and set up review generation, which helps you appear in the map pack for searches near your locations.',
  },
  {
    path: 'seo',
    question: 'How do you report SEO progress?',
    answer:
      'Each month you receive a report covering keyword rankings, organic sessions, conversions and revenue from organic search, plus the work completed and the plan for next month. You also get a live dashboard connected to Search Console and GA4.',
  },
  {
    path: 'seo',
    question: 'Will a website redesign hurt our SEO?',
    answer:
      'It does not have to. When we are involved before a redesign, we map every URL, preserve the content that ranks, set up redirects and monitor indexation after launch, so you keep the traffic you have earned and usually gain more.',
  },

  // brand-management (9)
  {
    path: 'brand-management',
    question: 'What is the difference between a brand and a logo?',
    answer:
      'A logo is one visual asset. A brand is the full picture of how people perceive your company: your positioning, voice, visual identity, customer experience and reputation. We work on all of it, so the logo sits inside a system that holds together.',
  },
  {
    path: 'brand-management',
    question: 'How long does a brand identity project take?',
    answer:
      'A complete brand strategy and identity project typically takes 6–10 weeks, including research, positioning, creative exploration, refinement and guidelines. A visual refresh of an existing identity can be done in 3–4 weeks.',
  },
  {
    path: 'brand-management',
    question: 'Do we need a full rebrand or just a refresh?',
    answer:
      'If your positioning still fits and people recognise your brand, a refresh that modernises typography, colour and assets is usually enough. A full rebrand makes sense after a merger, a major change in strategy or when the current brand actively holds you back. We help you decide during the research phase.',
  },
  {
    path: 'brand-management',
    question: 'What do brand guidelines include?',
    answer:
      'Logo usage, colour palette, typography, imagery and illustration style, iconography, tone of voice, messaging and examples of real applications. We deliver them as an easy-to-share online guide with downloadable assets.',
  },
  {
    path: 'brand-management',
    question: 'How do you research our brand positioning?',
    answer:
      'We run stakeholder workshops, interview customers and prospects, analyse competitors and review sales and support conversations. The result is a positioning grounded in what your market actually values, not internal assumptions.',
  },
  {
    path: 'brand-management',
    question: 'Will you help roll out the new brand?',
    answer:
      'Yes. We create a rollout plan prioritised by customer impact and design the key assets: website, social profiles, presentation templates, email signatures, signage and merchandise, plus launch content announcing the change.',
  },
  {
    path: 'brand-management',
    question: 'Do you offer ongoing brand management?',
    answer:
      'Yes. With a brand management retainer we review new materials for consistency, design new assets as you grow, train new team members and run quarterly audits of your touchpoints and online reputation.',
  },
  {
    path: 'brand-management',
    question: 'Can you name our company or product?',
    answer:
      'Yes. Our naming process includes creative exploration, linguistic checks in key markets and preliminary trademark and domain availability screening, before you take the shortlist to a trademark attorney for final clearance.',
  },
  {
    path: 'brand-management',
    question: 'How do you measure the impact of branding?',
    answer:
      'We track brand search volume, direct traffic, social engagement, conversion rates and, where budgets allow, brand awareness surveys before and after launch. For Didit, our redesign contributed to a 72 percent growth in brand leads.',
  },
];

/**
 * The service FAQs whose slug (`path`) is contained in `pathname`, e.g. '/service/seo' gives the
 * SEO FAQs. No slug is a substring of another slug's page path, so each service page gets only its own.
 */
export function faqsForPath(pathname: string): Faq[] {
  return serviceFaqList.filter((faq) => pathname.includes(faq.path));
}
