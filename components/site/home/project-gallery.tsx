import type { Project } from '@/lib/entities';
import { Img, imgAttributes } from '@/components/ui/img';
import { ProjectDialog, type DialogProject } from './project-dialog';

/**
 * Runs as the list is parsed, long before the page's scripts: it keeps the card a visitor clicks
 * before the dialog's script is ready, and the dialog opens that card when it is
 * (./project-dialog.tsx), so an early click is not lost.
 */
const KEEP_EARLY_CLICK =
  'document.currentScript.parentElement.onclick=function(e){this.early=e.target.closest("[data-project]")}';

const DIALOG_SIZES = '(min-width: 896px) 896px, 100vw';

/** What the dialog shows of a project, its image at the dialog's size. */
function dialogProject(project: Project): DialogProject {
  const { src, srcSet } = imgAttributes({
    src: project.imageURL,
    alt: '',
    fill: true,
    sizes: DIALOG_SIZES,
  });
  return {
    title: project.title,
    description: project.description,
    image: { src, srcSet, sizes: srcSet ? DIALOG_SIZES : undefined },
    alt: project.title,
    link: project.link,
  };
}

/**
 * The portfolio grid: server-rendered cards, each a button carrying its project's index, that
 * open the project dialog (./project-dialog.tsx) with that project's entry of the list it is given.
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
                data-project={index}
                aria-haspopup="dialog"
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-text`}
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
      <ProjectDialog projects={projects.map(dialogProject)} />
    </>
  );
}
