import type { Project } from '@/lib/entities';
import { Img } from '@/components/ui/img';
import { ProjectDialog } from './project-dialog';

/**
 * Runs as the list is parsed, long before the page's scripts: it keeps the card a visitor clicks
 * before the dialog's script is ready, and the dialog opens that card when it is
 * (./project-dialog.tsx), so an early click is not lost.
 */
const KEEP_EARLY_CLICK =
  'document.currentScript.parentElement.onclick=function(e){this.early=e.target.closest("[data-project]")}';

/**
 * The portfolio grid: server-rendered cards, each a button that opens the project dialog with
 * its large image, title and description (./project-dialog.tsx, which reads them from the card).
 * The card's parts are styled by their place in it and in its `.card-body` (app/globals.css).
 */
export function ProjectGallery({ projects }: { projects: Project[] }) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {projects.map((project, index) => {
          // Ids from the position: the project's id, three times per card, cost 1 kB of the page.
          const id = `project-${index + 1}`;
          return (
            <li key={project._id}>
              <button
                type="button"
                data-project
                aria-haspopup="dialog"
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-text`}
                className="project-card group"
              >
                <span>
                  <Img
                    src={project.imageURL}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="zoom-on-hover object-cover"
                  />
                </span>
                <span className="card-body">
                  <span id={`${id}-title`}>{project.title}</span>
                  <span id={`${id}-text`}>{project.description}</span>
                  <span>View project</span>
                </span>
              </button>
            </li>
          );
        })}
        <script dangerouslySetInnerHTML={{ __html: KEEP_EARLY_CLICK }} />
      </ul>
      <ProjectDialog sizes="(min-width: 896px) 896px, 100vw" />
    </>
  );
}
