'use client';

import type { ImgAttributes } from '@/components/ui/img';
import { ProjectDialog } from './project-dialog';

/**
 * Runs as the list is parsed, long before the page's scripts: it keeps the card a visitor clicks
 * before the dialog's script is ready, and the dialog opens that card when it is
 * (./project-dialog.tsx), so an early click is not lost.
 */
const KEEP_EARLY_CLICK =
  'document.currentScript.parentElement.onclick=function(e){this.early=e.target.closest("[data-project]")}';

/** A project as its card and the dialog show it. */
export interface GalleryProject {
  title: string;
  description: string;
  /** The image's alt text, for the dialog's large image (the card's is decorative). */
  alt: string;
  link: string;
  /** The case study's address, where the project has one. */
  caseStudy?: string;
  /** The card image's attributes (next/image's, computed by the server). */
  image: ImgAttributes;
}

/**
 * The cards, each a button carrying its project's index (`data-project`), and the one dialog
 * that shows the project of the card clicked.
 */
export function ProjectCards({ projects }: { projects: GalleryProject[] }) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {projects.map((project, index) => {
          // Ids from the position: the project's id, three times per card, cost 1 kB of the page.
          const id = `project-${index + 1}`;
          return (
            <li key={id}>
              <button
                type="button"
                data-project={index}
                aria-haspopup="dialog"
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-text`}
                className="project-card group"
              >
                <span className="project-card-image">
                  {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, alt="" (the card's title names it) */}
                  <img {...project.image} />
                </span>
                <span className="card-body">
                  <span id={`${id}-title`} className="project-card-title">
                    {project.title}
                  </span>
                  <span id={`${id}-text`} className="project-card-text">
                    {project.description}
                  </span>
                  <span className="project-card-more">View project</span>
                </span>
              </button>
            </li>
          );
        })}
        <script dangerouslySetInnerHTML={{ __html: KEEP_EARLY_CLICK }} />
      </ul>
      <ProjectDialog projects={projects} sizes="(min-width: 896px) 896px, 100vw" />
    </>
  );
}
