'use client';

import { useState } from 'react';
import type { Project } from '@/lib/entities';
import type { ImgAttributes } from '@/components/ui/img';
import { ArrowRight } from '@/components/ui/glyphs';
import { ProjectModal } from './project-modal';

export interface GalleryItem {
  project: Project;
  /** next/image attributes of the card thumbnail and of the dialog's large image. */
  thumb: ImgAttributes;
  image: ImgAttributes;
}

/** The portfolio grid; a card opens the project dialog. */
export function ProjectGallery({ items }: { items: GalleryItem[] }) {
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {items.map((item) => {
          const { project } = item;
          return (
            <li key={project._id}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-labelledby={`project-${project._id}-title`}
                aria-describedby={`project-${project._id}-text`}
                onClick={() => setSelected(item)}
                className="group flex h-full w-full flex-col overflow-hidden rounded-3xl border border-white/10 bg-surface text-left shadow-xl shadow-black/20 transition duration-300 hover:-translate-y-1 hover:border-indigo-300/30 hover:shadow-indigo-950/50"
              >
                <span className="relative block aspect-[3/2] overflow-hidden bg-ink-2">
                  {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image attributes */}
                  <img {...item.thumb} />
                </span>
                <span className="flex flex-1 flex-col p-6">
                  <span
                    id={`project-${project._id}-title`}
                    className="font-display text-lg leading-snug font-semibold text-white"
                  >
                    {project.title}
                  </span>
                  <span
                    id={`project-${project._id}-text`}
                    className="mt-2 line-clamp-2 text-[0.95rem] leading-relaxed text-slate-400"
                  >
                    {project.description}
                  </span>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-300 transition-colors group-hover:text-indigo-200">
                    View project
                    <ArrowRight
                      size={16}
                      className="transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected && (
        <ProjectModal
          project={selected.project}
          image={selected.image}
          onClose={() => setSelected(null)}
        />
      )}
    </>
  );
}
