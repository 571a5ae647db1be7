'use client';

import type { ReactNode } from 'react';
import { SCROLL } from '@/lib/content/constants';
import { useScrolledPast } from './use-scrolled-past';

/** The round 'back to top' button: shown after 300 px of scroll . */
export function ScrollToTop({ children }: { children: ReactNode }) {
  const visible = useScrolledPast(SCROLL.scrollTopAfter);
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      hidden={!visible}
      onClick={(e) => {
        // The button hides below 300 px; hiding it while focused would cancel a smooth scroll.
        // From the keyboard (a click with no pointer), focus goes to the page's first link, the
        // skip link, so the next Tab continues from the top rather than leaving the page.
        const skipLink = document.querySelector<HTMLElement>('a[href="#main"]');
        if (e.detail === 0 && skipLink) skipLink.focus({ preventScroll: true });
        else e.currentTarget.blur();
        // Smooth, or a jump for reduced motion: the stylesheet's scroll-behavior decides.
        window.scrollTo({ top: 0 });
      }}
      className="fixed right-5 bottom-24 z-40 inline-flex size-12 items-center justify-center rounded-full border border-white/15 bg-surface-2/90 text-white shadow-xl shadow-black/40 transition hover:-translate-y-0.5 hover:border-indigo-300/50 hover:bg-indigo-500 sm:right-7 sm:bottom-28"
    >
      {children}
    </button>
  );
}
