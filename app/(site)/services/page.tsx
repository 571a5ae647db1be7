import type { Metadata } from 'next';
import { CtaBand } from '@/components/site/cta-band';
import { FaqSection } from '@/components/site/faq-section';
import { WhyChooseUs } from '@/components/site/home/why-choose-us';
import { LatestBlogs } from '@/components/site/latest-blogs';
import { PageHero } from '@/components/site/page-hero';
import { ServicesGrid } from '@/components/site/services-grid';
import { pageMeta, sections, servicesPage } from '@/lib/content/page-copy';
import { getHomeFaqs, getLatestBlogs, getServices } from '@/lib/data/public';
import { pageMetadata } from '@/lib/page-metadata';

export const revalidate = 300;

// Its own card: ./opengraph-image.tsx.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    ...pageMeta.services,
    path: '/services',
    ownImage: true,
  });

/** /services: hero, the published services' cards, latest posts, FAQ */
export default async function ServicesPage() {
  const [blogs, services, faqs] = await Promise.all([
    getLatestBlogs(),
    getServices(),
    getHomeFaqs(),
  ]);
  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none">
      <PageHero
        eyebrow={servicesPage.eyebrow}
        heading={servicesPage.heading}
        text={servicesPage.text}
      />
      <section aria-label="All services" className="pb-16 sm:pb-24">
        <div className="container-site">
          <ServicesGrid services={services.items} headingLevel="h2" />
        </div>
      </section>
      <WhyChooseUs />
      <LatestBlogs blogs={blogs.items} />
      <FaqSection
        faqs={faqs.items}
        eyebrow={sections.faq.eyebrow}
        heading={sections.faq.heading}
        text={sections.faq.text}
      />
      <CtaBand />
    </main>
  );
}
