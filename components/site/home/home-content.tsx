import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import { overviewShots, techLogos } from '@/lib/content/site';
import { NOTICES } from '@/lib/content/notices';
import { sections } from '@/lib/content/page-copy';
import {
  getHomeFaqs,
  getLatestBlogs,
  getReviews,
  getServices,
  getSiteSettings,
  getTeam,
} from '@/lib/data/public';
import { getFeaturedProjects } from '@/lib/data/public-projects';
import { STAT_NUMBERS } from '@/lib/entities/site-settings';
import { organizationJsonLd } from '@/lib/seo';
import { Stars } from '@/components/ui/stars';
import { CtaBand } from '../cta-band';
import { FaqSection } from '../faq-section';
import { JsonLd } from '../json-ld';
import { LatestBlogs } from '../latest-blogs';
import { LoadFailureNotice } from '../load-failure-notice';
import { LogoMarquee } from '../logo-marquee';
import { OverviewFan } from '../motion/overview-fan';
import { ScrollReveal } from '../motion/scroll-reveal';
import { SectionHeading } from '../section-heading';
import { ServicesGrid } from '../services-grid';
import { CaseStudy } from './case-study';
import { Hero } from './hero';
import { Offerings } from './offerings';
import { ProjectGallery } from './project-gallery';
import { ReviewColumns } from './review-columns';
import { Stats } from './stats';
import { Team } from './team';
import { WhyChooseUs } from './why-choose-us';

/**
 * The home page, its sections in order. Also shown, with a 404 status, for any path
 * the site does not know: `notice` then says so at the top.
 */
export async function HomeContent({ notice }: { notice?: ReactNode } = {}) {
  const [projects, reviews, blogs, team, settings, services, faqs] = await Promise.all([
    getFeaturedProjects(),
    getReviews(),
    getLatestBlogs(),
    getTeam(),
    getSiteSettings(),
    getServices(),
    getHomeFaqs(),
  ]);
  const stats = STAT_NUMBERS.map((n) => ({
    value: settings[`stat${n}Value`],
    label: settings[`stat${n}Label`],
    description: settings[`stat${n}Text`],
  }));
  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none">
      <JsonLd data={organizationJsonLd(settings)} />
      <Hero rating={settings.rating} reviewCount={settings.reviewCount} notice={notice} />
      <CaseStudy Reveal={ScrollReveal} />

      <section aria-labelledby="overview-heading" className="overflow-hidden pt-10 sm:pt-16">
        <SectionHeading
          id="overview-heading"
          eyebrow={sections.overview.eyebrow}
          heading={sections.overview.heading}
          text={sections.overview.text}
          className="container-site"
        />
        <OverviewFan
          shots={overviewShots.map((shot) => (
            <Img
              key={shot.src}
              src={shot.src}
              alt={shot.alt}
              width={1200}
              height={750}
              // Drawn by `npm run art` and served as it is (isDrawnPicture); a shot is at most
              // 620 px wide (the fan's layout).
              className="h-auto w-full"
              loading="lazy"
            />
          ))}
        />
      </section>

      <section
        aria-labelledby="tech-heading"
        className="border-y border-white/10 bg-ink-2/60 py-14 sm:py-16"
      >
        <h2
          id="tech-heading"
          className="container-site text-center text-sm font-medium tracking-[0.18em] text-slate-400 uppercase"
        >
          {sections.tech.heading}
        </h2>
        <div className="mt-9">
          <LogoMarquee logos={techLogos} label="Technologies" height={40} reverse />
        </div>
      </section>

      <section id="works" aria-labelledby="works-heading" className="section-y">
        <div className="container-site">
          <SectionHeading
            id="works-heading"
            eyebrow={sections.works.eyebrow}
            heading={sections.works.heading}
            text={sections.works.text}
          />
          <div className="mt-14">
            {projects.items.length > 0 ? (
              <ProjectGallery projects={projects.items} />
            ) : (
              <p className="rounded-3xl border border-dashed border-white/15 p-10 text-center text-slate-400">
                New case studies are on their way. In the meantime, ask us for examples of work like
                yours.
              </p>
            )}
          </div>
        </div>
      </section>

      <section id="reviews" aria-labelledby="reviews-heading" className="relative section-y">
        <div aria-hidden="true" className="reviews-glow" />
        <div className="container-site">
          <SectionHeading
            id="reviews-heading"
            eyebrow={sections.reviews.eyebrow}
            heading={sections.reviews.heading}
          >
            <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-3 text-slate-300">
              <Stars label="Rated 5 out of 5" size={18} />
              {settings.reviewsLinkHref ? (
                <a
                  href={settings.reviewsLinkHref}
                  className="font-semibold text-white underline-offset-4 hover:underline"
                >
                  {settings.reviewsLinkText}
                </a>
              ) : (
                <span className="font-semibold text-white">{settings.reviewsLinkText}</span>
              )}
            </p>
          </SectionHeading>
          {reviews.failed && <LoadFailureNotice message={NOTICES.wentWrong} />}
          {reviews.items.length > 0 && (
            <div className="mt-14">
              <ReviewColumns reviews={reviews.items} />
            </div>
          )}
        </div>
      </section>

      <section id="services" aria-labelledby="services-heading" className="section-y">
        <div className="container-site">
          <SectionHeading
            id="services-heading"
            eyebrow={sections.services.eyebrow}
            heading={sections.services.heading}
            text={sections.services.text}
          />
          <div className="mt-14">
            <ServicesGrid services={services.items} />
          </div>
        </div>
      </section>

      <WhyChooseUs />
      <Offerings />
      <Stats stats={stats} />
      <LatestBlogs blogs={blogs.items} />
      <Team members={team.items} />
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
