import { hasCaseStudy, caseStudyPath, type Project } from '@/lib/entities';
import { imgAttributes } from '@/components/ui/img';
import { ProjectCards, type GalleryProject } from './project-cards';

/** What the cards and the dialog show of a project, its image's attributes computed here. */
function galleryProject(project: Project): GalleryProject {
  return {
    title: project.title,
    description: project.description,
    alt: project.imageAlt,
    link: project.link,
    caseStudy: hasCaseStudy(project) ? caseStudyPath(project.slug) : undefined,
    image: imgAttributes({
      src: project.imageURL,
      alt: '',
      fill: true,
      sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
      className: 'zoom-on-hover object-cover',
    }),
  };
}

/**
 * The portfolio grid and its dialog (./project-cards.tsx): each project is sent once, as the
 * props of the cards, which the server renders into the page.
 */
export function ProjectGallery({ projects }: { projects: Project[] }) {
  return <ProjectCards projects={projects.map(galleryProject)} />;
}
