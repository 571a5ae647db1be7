'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true (and stays true) once `target` comes within `rootMargin` of the viewport, so
 * motion code loads only for visitors who scroll to it. Never true for reduced motion.
 */
export function useNearViewport(target: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin]);
  return near;
}
