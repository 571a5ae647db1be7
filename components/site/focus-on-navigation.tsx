'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation, focus left on a link that stays on screen (the header's, the
 * footer's) moves to the new page's content, as a page load starts over from the top: the next
 * Tab then goes on from there, not from the old page's place.
 */
export function FocusOnNavigation() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    const focused = document.activeElement;
    if (main && focused instanceof HTMLAnchorElement && !main.contains(focused)) {
      main.focus({ preventScroll: true });
    }
  }, [pathname]);
  return null;
}
