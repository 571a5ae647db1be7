'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as last read: on every scroll and resize, and once after the first
 * frame a component subscribes in. Reading `window.scrollY` lays the page out first if anything
 * has changed since the last frame, so read during rendering it made React lay out the whole page
 * inside hydration; the browser has laid it out already when it dispatches a scroll.
 */
let offset = 0;
const listeners = new Set<() => void>();

function read() {
  offset = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read, { passive: true });
  }
  listeners.add(onChange);
  // Where the page opened (a restored position, a section's address): once the next frame is on
  // screen, after the browser's own layout.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(read)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
      // Unwatched, it would go stale: the next subscriber starts from the top until its frame.
      offset = 0;
    }
  };
}

/**
 * Whether the page is scrolled more than `threshold` px. Re-renders only when the answer
 * changes; false on the server and during hydration.
 */
export function useScrolledPast(threshold: number): boolean {
  const past = useCallback(() => offset > threshold, [threshold]);
  return useSyncExternalStore(subscribe, past, () => false);
}
