import Link from 'next/link';
import { SectionHeading } from '@/components/site/section-heading';
import { Img } from '@/components/ui/img';
import { caseStudyPath, type Project } from '@/lib/entities';

/** A service page's case studies: the published ones that used the service, each a link. */
export function ServiceCaseStudies({ projects }: { projects: Project[] }) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="case-studies-heading" className="section-y">
      <div className="container-site">
        <SectionHeading
          id="case-studies-heading"
          eyebrow="Case studies"
          heading="Work we did with this service"
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {projects.map((project) => (
            <li key={project._id}>
              <Link
                prefetch={false}
                href={caseStudyPath(project.slug)}
                className="project-card group"
              >
                <span className="project-card-image">
                  <Img
                    src={project.imageURL}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="zoom-on-hover object-cover"
                  />
                </span>
                <span className="card-body">
                  <span className="project-card-title">{project.title}</span>
                  <span className="project-card-text">{project.description}</span>
                  <span className="project-card-more">Read the case study</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
