'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Icon } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button-classes';
import type { GalleryProject } from './project-cards';

/**
 * The project dialog (large image, title, description, live link, case study) of the
 * server-rendered cards just before it: a native modal <dialog>, so the browser keeps focus
 * inside, closes it on Escape and gives focus back to the card; `closedby="any"` closes it on the
 * backdrop (with a fallback below). A card names its project by its index in `projects`
 * (`data-project`).
 */
export function ProjectDialog({
  projects,
  sizes,
}: {
  projects: GalleryProject[];
  /** The large image's sizes: its sources are the card's. */
  sizes: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState<number | null>(null);
  const shown = index === null ? undefined : projects[index];

  useEffect(() => {
    // The card list, and the card clicked before this ran (kept by its inline script).
    const cards = dialogRef.current?.previousElementSibling as
      (HTMLElement & { early?: Element | null }) | null;
    if (!cards) return;
    const show = (card: Element) => {
      const at = Number(card.getAttribute('data-project'));
      if (!Number.isInteger(at) || at < 0 || at >= projects.length) return;
      setIndex(at);
      // Open now, within the click, so the browser counts the card as the opener.
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    };
    const onClick = (event: Event) => {
      const card = (event.target as Element).closest('[data-project]');
      if (card) show(card);
    };
    cards.onclick = null;
    if (cards.early) show(cards.early);
    cards.early = null;
    cards.addEventListener('click', onClick);
    return () => cards.removeEventListener('click', onClick);
  }, [projects.length]);

  // Where `closedby` is not supported yet: a click on the dialog element itself, outside its
  // box, is a click on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog || 'closedBy' in dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      closedby="any"
      onClick={onDialogClick}
      className="project-dialog"
    >
      <button
        type="button"
        onClick={() => dialogRef.current?.close()}
        aria-label="Close project details"
        className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/15 bg-ink/70 text-white backdrop-blur transition hover:bg-ink"
      >
        <Icon name="close" size={20} />
      </button>
      {/* Scrolls by keyboard too (it takes focus after Close): its focus ring drawn inside. */}
      <div className="overflow-y-auto focus-visible:-outline-offset-2">
        {/* At most about half the screen, so the description starts in view. */}
        <div className="relative aspect-[3/2] max-h-[52vh] w-full bg-ink-2">
          {shown && (
            // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed by the server
            <img
              key={shown.image.src}
              src={shown.image.src}
              srcSet={shown.image.srcSet}
              sizes={shown.image.srcSet ? sizes : undefined}
              alt={shown.alt}
              className="absolute inset-0 size-full object-contain"
            />
          )}
        </div>
        <div className="p-6 sm:p-10">
          <h2
            id={titleId}
            className="font-display text-2xl font-semibold tracking-tight text-white sm:text-3xl"
          >
            {shown?.title}
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-300 sm:text-lg">
            {shown?.description}
          </p>
          {shown && (
            <p className="mt-8 flex flex-wrap gap-3">
              {shown.caseStudy && (
                <Link href={shown.caseStudy} className={buttonClasses('primary', 'md')}>
                  Read the case study
                </Link>
              )}
              <a
                href={shown.link}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses(shown.caseStudy ? 'secondary' : 'primary', 'md')}
              >
                Visit the live site
                <Icon name="external" size={16} />
              </a>
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
