'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Icon } from '@/components/ui/icons';

interface Shown {
  title: string;
  text: string;
  src: string;
  srcSet?: string;
}

/**
 * The project dialog (large image, title, description) of the server-rendered cards just before
 * it: a native modal <dialog>, so the browser keeps focus inside, closes it on Escape and gives
 * focus back to the card; `closedby="any"` closes it on the backdrop (with a fallback below).
 * It receives no project data: a click on a card shows that card's own title, text and image,
 * so each project is sent to the page once, in its card.
 */
export function ProjectDialog({ sizes }: { sizes: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    // The card list, and the card clicked before this ran (kept by its inline script).
    const cards = dialogRef.current?.previousElementSibling as
      (HTMLElement & { early?: Element | null }) | null;
    if (!cards) return;
    const show = (card: Element) => {
      const image = card.querySelector('img');
      setShown({
        title:
          document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        text:
          document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        src: image?.getAttribute('src') ?? '',
        srcSet: image?.getAttribute('srcset') ?? undefined,
      });
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
  }, []);

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
            // eslint-disable-next-line @next/next/no-img-element -- the card's own (next/image) sources, at the dialog's size
            <img
              src={shown.src}
              srcSet={shown.srcSet}
              sizes={shown.srcSet ? sizes : undefined}
              alt={shown.title}
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
          <p className="mt-4 text-base leading-relaxed text-slate-300 sm:text-lg">{shown?.text}</p>
        </div>
      </div>
    </dialog>
  );
}
