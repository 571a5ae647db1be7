import Link from 'next/link';
import { CtaBand } from '@/components/site/cta-band';
import { JsonLd } from '@/components/site/json-ld';
import { Icon } from '@/components/ui/icons';
import { Img } from '@/components/ui/img';
import type { ServiceSummary } from '@/lib/data/public';
import type { Project } from '@/lib/entities';
import { servicePath } from '@/lib/entities/service';
import { caseStudyJsonLd } from './work-json-ld';

/** The story's headings and paragraphs, a paragraph's line breaks kept. */
const HEADING = 'font-display text-2xl font-semibold tracking-tight text-white sm:text-3xl';
const STORY = 'mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-300';

/** The facts beside the title: client, industry, year, each only when given. */
function Facts({ project }: { project: Project }) {
  const facts = [
    ['Client', project.client],
    ['Industry', project.industry],
    ['Year', project.year],
  ].filter(([, value]) => value);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-8 flex flex-wrap gap-8 border-t border-white/10 pt-6">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-400">{term}</dt>
          <dd className="mt-1 font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /work/{slug}: the project's title and facts, its image, the challenge, what was done, the
 * results, the gallery, the services used (each linked to its page), the live link and the call
 * to action to /contact (the CTA band).
 */
export function CaseStudyPage({
  project,
  services,
  siteName,
}: {
  project: Project;
  /** The published services this project used, in its order. */
  services: ServiceSummary[];
  siteName: string;
}) {
  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none">
      <JsonLd data={caseStudyJsonLd(project, siteName)} />
      <section className="relative isolate overflow-hidden pt-32 pb-12 sm:pt-40 sm:pb-16">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="absolute -top-48 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgba(99,102,241,0.3),transparent)]" />
        </div>
        <div className="container-site">
          <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-400">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <Link prefetch={false} href="/work" className="transition-colors hover:text-white">
                  Work
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="text-slate-200">
                {project.title}
              </li>
            </ol>
          </nav>
          <p className="eyebrow">Case study</p>
          <h1 className="max-w-4xl font-display text-4xl leading-[1.08] font-bold tracking-[-0.03em] text-balance text-white sm:text-5xl lg:text-6xl">
            {project.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-slate-300 sm:text-xl">
            {project.description}
          </p>
          <Facts project={project} />
          <div className="relative mt-10 aspect-[3/2] overflow-hidden rounded-3xl border border-white/10 bg-ink-2 shadow-2xl shadow-black/40">
            <Img
              src={project.imageURL}
              alt={project.imageAlt}
              fill
              loading="eager"
              fetchPriority="high"
              sizes="(min-width: 1280px) 1216px, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      </section>

      <section aria-label="The project" className="pb-16 sm:pb-24">
        <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <div className="max-w-3xl">
            <h2 className={HEADING}>The challenge</h2>
            <p className={STORY}>{project.challenge}</p>
            <h2 className={`mt-10 ${HEADING}`}>What we did</h2>
            <p className={STORY}>{project.work}</p>
          </div>
          <aside className="space-y-8">
            {services.length > 0 && (
              <div>
                <h2 className="text-sm font-semibold tracking-[0.14em] text-slate-400 uppercase">
                  Services
                </h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {services.map((service) => (
                    <li key={service.slug}>
                      <Link
                        prefetch={false}
                        href={servicePath(service.slug)}
                        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/10 bg-surface px-4 py-2 text-sm font-medium text-slate-200 transition-colors hover:text-white"
                      >
                        <Icon name={service.icon} size={16} />
                        {service.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <a
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-semibold text-indigo-300 underline-offset-4 hover:underline"
            >
              Visit the live site
              <Icon name="external" size={16} />
            </a>
          </aside>
        </div>
      </section>

      {project.results.length > 0 && (
        <section aria-labelledby="results-heading" className="pb-16 sm:pb-24">
          <div className="container-site">
            <h2 id="results-heading" className="section-title">
              Results
            </h2>
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
              {project.results.map((result) => (
                <li
                  key={`${result.figure}-${result.label}`}
                  className="rounded-3xl border border-white/10 bg-surface p-7"
                >
                  <span className="block font-display text-4xl font-bold tracking-tight text-white sm:text-5xl">
                    {result.figure}
                  </span>
                  <span className="mt-2 block leading-relaxed text-slate-400">{result.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {project.gallery.length > 0 && (
        <section aria-labelledby="gallery-heading" className="pb-16 sm:pb-24">
          <div className="container-site">
            <h2 id="gallery-heading" className="section-title">
              Gallery
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:gap-8">
              {project.gallery.map((image) => (
                <li key={image.url}>
                  <figure>
                    <span className="relative block aspect-[3/2] overflow-hidden rounded-3xl border border-white/10 bg-ink-2">
                      <Img
                        src={image.url}
                        alt={image.alt}
                        fill
                        sizes="(min-width: 1024px) 600px, 100vw"
                        className="object-cover"
                      />
                    </span>
                    <figcaption className="mt-3 text-sm leading-relaxed text-slate-400">
                      {image.alt}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <CtaBand />
    </main>
  );
}
