'use client';

/** Scrolls to a home-page section and moves focus there, so keyboard users land with it. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * After navigating to '/', scroll once the section exists: first try after `delayMs` (the spec's
 * 250 ms), then keep trying briefly in case the page is still rendering.
 */
export function scrollToSectionAfter(id: string, delayMs: number, attempts = 20): void {
  window.setTimeout(function attempt(left = attempts) {
    if (scrollToSection(id) || left <= 0) return;
    window.setTimeout(() => attempt(left - 1), 100);
  }, delayMs);
}
