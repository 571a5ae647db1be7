'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as last read: on every scroll and resize, and once after the first
 * frame a component subscribes in. Reading `window.scrollY` lays the page out first if anything
 * has changed since the last frame, so read during rendering it made React lay out the whole page
 * inside hydration; the browser has laid it out already when it dispatches a scroll.
 */
let offset = 0;

function subscribe(onChange: () => void) {
  const read = () => {
    offset = scrollY;
    onChange();
  };
  addEventListener('scroll', read, { passive: true });
  addEventListener('resize', read, { passive: true });
  // Where the page opened (a restored position, a section's address), or where it is now for a
  // component that mounts later: once the next frame is on screen, after the browser's layout.
  // Cancelled with the subscription, so a component gone before then is never called back.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    removeEventListener('scroll', read);
    removeEventListener('resize', read);
  };
}

/**
 * Where the page is against `threshold`: 0 at the very top, 1 scrolled but not more than
 * `threshold` px, 2 past it. Re-renders only when that changes; 0 on the server and during
 * hydration.
 */
export function useScrollBand(threshold: number): 0 | 1 | 2 {
  const band = useCallback(() => (offset > threshold ? 2 : offset > 0 ? 1 : 0), [threshold]);
  return useSyncExternalStore(subscribe, band, () => 0);
}
