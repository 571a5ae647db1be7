import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import Link from 'next/link';
import { ButtonLink } from '@/components/site/button-link';
import { notFound, permanentRedirect } from 'next/navigation';
import { CtaBand } from '@/components/site/cta-band';
import { FaqSection } from '@/components/site/faq-section';
import { WhyChooseUs } from '@/components/site/home/why-choose-us';
import { LatestBlogs } from '@/components/site/latest-blogs';
import { SectionHeading } from '@/components/site/section-heading';
import { Icon } from '@/components/ui/icons';
import { sections } from '@/lib/content/page-copy';
import { getLatestBlogs, getPublishedServices, getServicePage } from '@/lib/data/public';
import { getServiceCaseStudies } from '@/lib/data/public-projects';
import { ServiceCaseStudies } from '@/components/site/work/service-case-studies';
import { servicePath } from '@/lib/entities/service';
import { pageMetadata } from '@/lib/page-metadata';

export const revalidate = 300;
// The published services are built ahead; one added in the panel renders on its first request,
// and a slug no service has, nor had, is a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getPublishedServices()).items.map((s) => ({ srv: s.slug }));
}

type Props = { params: Promise<{ srv: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getServicePage((await params).srv);
  if (page.kind !== 'service') return {};
  const { service } = page;
  return pageMetadata({
    title: `${service.title} Services`,
    description: service.metaDescription,
    path: servicePath(service.slug),
    // Its own card: ./opengraph-image.tsx.
    ownImage: true,
  });
}

/**
 * /service/{srv}: hero, details, process, its case studies, the shared block, this service's FAQ. A retired
 * service's address redirects to /services for good, an old slug to the service's address now.
 */
export default async function ServicePage({ params }: Props) {
  const { srv } = await params;
  const [page, blogs, caseStudies] = await Promise.all([
    getServicePage(srv),
    getLatestBlogs(),
    getServiceCaseStudies(srv),
  ]);
  if (page.kind === 'redirect') permanentRedirect(page.to);
  if (page.kind !== 'service') notFound();
  const { service, faqs } = page;
  const accent = { '--accent': service.accent } as React.CSSProperties;

  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none" style={accent}>
      <section className="relative isolate overflow-hidden pt-32 pb-16 sm:pt-40 sm:pb-24">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="bg-grid absolute inset-0 [mask-image:radial-gradient(ellipse_70%_70%_at_30%_0%,#000_30%,transparent_100%)]" />
          <div
            className="absolute -top-40 -left-20 h-[36rem] w-[50rem] opacity-40"
            style={{ background: 'radial-gradient(closest-side, var(--accent), transparent)' }}
          />
          <div className="absolute top-20 -right-40 h-[32rem] w-[32rem] bg-[radial-gradient(closest-side,rgba(99,102,241,0.25),transparent)]" />
        </div>
        <div className="container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-400">
              <ol className="flex flex-wrap items-center gap-2">
                <li>
                  <Link
                    prefetch={false}
                    href="/services"
                    className="transition-colors hover:text-white"
                  >
                    Services
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="text-slate-200">
                  {service.title}
                </li>
              </ol>
            </nav>
            <h1 className="font-display text-4xl leading-[1.08] font-bold tracking-[-0.03em] text-balance text-white sm:text-5xl lg:text-[3.4rem]">
              {service.heroHeading}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-300">
              {service.heroDescription}
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/contact" size="lg">
                Order Now
                <Icon name="arrow-right" size={18} />
              </ButtonLink>
              <ButtonLink href="#process" variant="secondary" size="lg">
                How we work
              </ButtonLink>
            </div>
          </div>
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-4 -z-10 rounded-[2.5rem] opacity-50 blur-2xl"
              style={{
                background: 'linear-gradient(135deg, var(--accent), transparent 60%, #22d3ee)',
              }}
            />
            <Img
              src={service.heroImage}
              alt={`${service.title} illustration`}
              width={800}
              height={600}
              loading="eager"
              fetchPriority="high"
              sizes="(min-width: 1024px) 600px, 100vw"
              className="h-auto w-full rounded-3xl border border-white/10 shadow-2xl shadow-black/50"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="details-heading" className="section-y">
        <div className="container-site">
          <SectionHeading
            id="details-heading"
            eyebrow={sections.serviceDetails.eyebrow}
            heading={service.detailsHeading}
          />
          <ul
            className={`mt-14 grid gap-5 sm:grid-cols-2 lg:gap-6 ${service.details.length === 8 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
          >
            {service.details.map((card, index) => (
              <li
                key={index}
                className="reveal rounded-3xl border border-white/10 bg-surface p-7 transition-colors hover:border-[color-mix(in_srgb,var(--accent)_40%,transparent)]"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-[color-mix(in_srgb,var(--accent)_18%,transparent)] text-[color-mix(in_srgb,var(--accent)_50%,white)]">
                  <Icon name={service.icon} size={20} />
                </span>
                <h3 className="mt-5 heading-sm">{card.title}</h3>
                <p className="mt-2.5 text-[0.95rem] leading-relaxed text-slate-400">
                  {card.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="process" aria-labelledby="process-heading" className="relative section-y">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,transparent,rgba(18,26,58,0.7)_30%,rgba(18,26,58,0.7)_70%,transparent)]"
        />
        <div className="container-site">
          <SectionHeading
            id="process-heading"
            eyebrow={sections.serviceProcess.eyebrow}
            heading={service.cycleHeading}
          />
          <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {service.cycles.map((step, index) => (
              <li
                key={index}
                className="reveal relative overflow-hidden rounded-3xl border border-white/10 bg-ink/60 p-7"
              >
                <span className="font-display text-sm font-semibold tracking-[0.14em] text-[color-mix(in_srgb,var(--accent)_45%,white)]">
                  STEP {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-3 font-display text-xl font-semibold text-white">{step.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-400">{step.description}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 text-center">
            <ButtonLink href="/contact" size="lg">
              {sections.serviceProcess.button}
              <Icon name="arrow-right" size={18} />
            </ButtonLink>
          </div>
        </div>
      </section>

      <ServiceCaseStudies projects={caseStudies} />
      <WhyChooseUs />
      <LatestBlogs blogs={blogs.items} />

      <FaqSection
        id="service-faq"
        faqs={faqs}
        heading={sections.serviceFaq.heading}
        text={
          <>
            Can&apos;t find the answer you&apos;re looking for?{' '}
            <Link
              prefetch={false}
              href="/contact"
              className="font-semibold text-indigo-300 underline-offset-4 hover:underline"
            >
              Reach out to us
            </Link>{' '}
            and we will get in touch with you.
          </>
        }
      />
      <CtaBand />
    </main>
  );
}
