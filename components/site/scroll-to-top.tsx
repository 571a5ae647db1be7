'use client';

import type { ReactNode } from 'react';
import { SCROLL } from '@/lib/content/constants';
import { useScrollBand } from './use-scroll-band';

/** The round 'back to top' button: shown after 300 px of scroll. */
export function ScrollToTop({ children }: { children: ReactNode }) {
  const visible = useScrollBand(SCROLL.scrollTopAfter) === 2;
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
      // Its looks are the stylesheet's (scroll-top-button), not this script's.
      className="scroll-top-button"
    >
      {children}
    </button>
  );
}
