'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Project } from '@/lib/entities';
import type { ImgAttributes } from '@/components/ui/img';
import { Close } from '@/components/ui/glyphs';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The project dialog: large image, title and description. Closes on the backdrop, the close
 * button and Escape; keeps focus inside while open and hands it back to the opener on close.
 */
export function ProjectModal({
  project,
  image,
  onClose,
}: {
  project: Project;
  /** next/image attributes of the large image. */
  image: ImgAttributes;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // Rendered at the end of <body>: a section's containment must not clip a fixed overlay.
  return createPortal(
    <div
      data-testid="project-modal-backdrop"
      className="fixed inset-0 z-[70] flex items-end justify-center bg-ink/80 p-0 backdrop-blur-md animate-[fade-in_200ms_ease-out] sm:items-center sm:p-6"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-[92vh] w-full max-w-4xl flex-col overflow-hidden rounded-t-3xl border border-white/10 bg-surface shadow-2xl shadow-black/60 animate-[dialog-in_260ms_cubic-bezier(0.2,0.8,0.2,1)] sm:rounded-3xl"
      >
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close project details"
          className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full border border-white/15 bg-ink/70 text-white backdrop-blur transition hover:bg-ink"
        >
          <Close size={20} />
        </button>
        <div className="overflow-y-auto">
          <div className="relative aspect-[3/2] bg-ink-2">
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image attributes */}
            <img {...image} />
          </div>
          <div className="p-6 sm:p-10">
            <h2
              id={titleId}
              className="font-display text-2xl font-semibold tracking-tight text-white sm:text-3xl"
            >
              {project.title}
            </h2>
            <p className="mt-4 text-base leading-relaxed text-slate-300 sm:text-lg">
              {project.description}
            </p>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
