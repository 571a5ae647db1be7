import type { Metadata } from 'next';
import { CtaBand } from '@/components/site/cta-band';
import { JsonLd } from '@/components/site/json-ld';
import { LoadFailureNotice } from '@/components/site/load-failure-notice';
import { NOTICES } from '@/lib/content/notices';
import { PageHero } from '@/components/site/page-hero';
import { ProjectGallery } from '@/components/site/home/project-gallery';
import { workPage } from '@/components/site/work/work-copy';
import { workListJsonLd } from '@/components/site/work/work-json-ld';
import { getProjects, getSiteSettings } from '@/lib/data/public';
import { pageMetadata } from '@/lib/page-metadata';

export const revalidate = 300;

// Its own card: ./opengraph-image.tsx.
export const generateMetadata = (): Promise<Metadata> =>
  pageMetadata({
    title: workPage.title,
    description: workPage.description,
    path: '/work',
    ownImage: true,
  });

/** /work: every published project in the admins' order, each opening its dialog. */
export default async function WorkListPage() {
  const [projects, settings] = await Promise.all([getProjects(), getSiteSettings()]);
  return (
    <main id="main" tabIndex={-1} className="overflow-x-clip outline-none">
      <JsonLd data={workListJsonLd(projects.items, settings.name)} />
      <PageHero eyebrow={workPage.eyebrow} heading={workPage.heading} text={workPage.text} />
      <section aria-label="All projects" className="pb-16 sm:pb-24">
        <div className="container-site">
          {projects.items.length > 0 ? (
            <ProjectGallery projects={projects.items} />
          ) : (
            <p className="rounded-3xl border border-dashed border-white/15 p-10 text-center text-slate-400">
              {workPage.empty}
            </p>
          )}
        </div>
      </section>
      {projects.failed && <LoadFailureNotice message={NOTICES.wentWrong} />}
      <CtaBand />
    </main>
  );
}
