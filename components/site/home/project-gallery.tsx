import type { Project } from '@/lib/data/types';
import { DialogCommands } from '@/components/ui/dialog-commands';
import { Icon } from '@/components/ui/icons';
import { Img } from '@/components/ui/img';

/**
 * The portfolio grid; a card opens its project's dialog (large image, title, description),
 * which the close button, Escape and a click on the backdrop close. Cards and dialogs are
 * server-rendered HTML: the card is an invoker button for its native modal <dialog>, so the
 * browser opens it, keeps focus inside, and gives focus back to the card on close. The page
 * scroll is locked by a CSS rule while a modal dialog is open.
 */
export function ProjectGallery({ projects }: { projects: Project[] }) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {projects.map((project) => {
          const id = `project-${project._id}`;
          return (
            <li key={project._id}>
              <button
                type="button"
                command="show-modal"
                commandfor={id}
                aria-haspopup="dialog"
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-text`}
                className="project-card group"
              >
                <span className="relative block aspect-[3/2] overflow-hidden bg-ink-2">
                  <Img
                    src={project.imageURL}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="zoom-on-hover object-cover"
                  />
                </span>
                <span className="flex flex-1 flex-col p-6">
                  <span
                    id={`${id}-title`}
                    className="font-display text-lg leading-snug font-semibold text-white"
                  >
                    {project.title}
                  </span>
                  <span
                    id={`${id}-text`}
                    className="mt-2 line-clamp-2 text-[0.95rem] leading-relaxed text-slate-400"
                  >
                    {project.description}
                  </span>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-300 transition-colors group-hover:text-indigo-200">
                    View project
                    <Icon
                      name="arrow-right"
                      size={16}
                      className="transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </span>
              </button>
              <dialog
                id={id}
                aria-labelledby={`${id}-heading`}
                aria-modal="true"
                closedby="any"
                className="project-dialog"
              >
                <button
                  type="button"
                  command="close"
                  commandfor={id}
                  aria-label="Close project details"
                  className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/15 bg-ink/70 text-white backdrop-blur transition hover:bg-ink"
                >
                  <Icon name="close" size={20} />
                </button>
                <div className="overflow-y-auto">
                  <div className="relative aspect-[3/2] bg-ink-2">
                    <Img
                      src={project.imageURL}
                      alt={project.title}
                      fill
                      sizes="(min-width: 896px) 896px, 100vw"
                      className="object-contain"
                    />
                  </div>
                  <div className="p-6 sm:p-10">
                    <h2
                      id={`${id}-heading`}
                      className="font-display text-2xl font-semibold tracking-tight text-white sm:text-3xl"
                    >
                      {project.title}
                    </h2>
                    <p className="mt-4 text-base leading-relaxed text-slate-300 sm:text-lg">
                      {project.description}
                    </p>
                  </div>
                </div>
              </dialog>
            </li>
          );
        })}
      </ul>
      <DialogCommands />
    </>
  );
}
