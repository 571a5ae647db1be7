'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as last read: on every scroll and resize, and once after the first
 * frame a component subscribes in. Reading `window.scrollY` lays the page out first if anything
 * has changed since the last frame, so read during rendering it made React lay out the whole page
 * inside hydration; the browser has laid it out already when it dispatches a scroll.
 */
let offset = 0;
/** The subscribed components' callbacks: one scroll and one resize listener serve them all. */
const listeners = new Set<() => void>();
interface PendingRead {
  frame: number;
  timer?: ReturnType<typeof setTimeout>;
}
/** The read after the next frame, while one is due (its frame request, then its timer). */
let pendingRead: PendingRead | null = null;

function read() {
  offset = scrollY;
  listeners.forEach((onChange) => onChange());
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    addEventListener('scroll', read, { passive: true });
    addEventListener('resize', read, { passive: true });
  }
  listeners.add(onChange);
  // Where the page opened (a restored position, a section's address), or where it is now for a
  // component that mounts later: once the next frame is on screen, after the browser's layout;
  // one read for every component that subscribes before then.
  if (!pendingRead) {
    const due: PendingRead = {
      frame: requestAnimationFrame(() => {
        due.timer = setTimeout(() => {
          pendingRead = null;
          read();
        });
      }),
    };
    pendingRead = due;
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    // Unread from now on: the next component to subscribe starts from the top, as it hydrates.
    offset = 0;
    removeEventListener('scroll', read);
    removeEventListener('resize', read);
    if (pendingRead) {
      cancelAnimationFrame(pendingRead.frame);
      clearTimeout(pendingRead.timer);
      pendingRead = null;
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
