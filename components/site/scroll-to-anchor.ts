'use client';

/** The section has sat where it belongs for this many frames (about 1/3 s): layout has settled. */
const SETTLED_FRAMES = 20;
/** A scroll that has not moved for this long short of its goal was cut off: aim again. */
const STALLED_MS = 150;
/** A page still moving after this long is left alone: the visitor has it on screen anyway. */
const GIVE_UP_MS = 10_000;
/** Any of these means the visitor is scrolling: stop steering at once. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopSteering: (() => void) | undefined;

/** The scroll position that puts `target` at the top of the viewport below the fixed header. */
function restingTop(target: HTMLElement): number {
  const root = document.documentElement;
  const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const top = window.scrollY + target.getBoundingClientRect().top - padding - margin;
  return Math.max(0, Math.min(Math.round(top), root.scrollHeight - root.clientHeight));
}

/**
 * Scrolls to a home-page section and moves focus there, so keyboard users land with it.
 * Smoothly, unless the visitor prefers reduced motion. Whatever still changes the layout while
 * the page scrolls (a late image, a font, hydration), the scroll is re-aimed until the section
 * has sat at its place for a moment; a visitor who scrolls meanwhile takes over at once.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  stopSteering?.();

  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const aim = () => target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  aim();

  const started = performance.now();
  let aimedAt = restingTop(target);
  let lastY = window.scrollY;
  let movedAt = started;
  let settledFrames = 0;
  let frame = 0;

  const stop = () => {
    cancelAnimationFrame(frame);
    VISITOR_SCROLLS.forEach((type) => window.removeEventListener(type, stop));
    if (stopSteering === stop) stopSteering = undefined;
  };
  stopSteering = stop;
  VISITOR_SCROLLS.forEach((type) => window.addEventListener(type, stop, { passive: true }));

  const steer = () => {
    const goal = restingTop(target);
    const y = window.scrollY;
    if (Math.abs(goal - aimedAt) > 1) {
      // The section moved while the page scrolled: head for where it is now.
      aimedAt = goal;
      settledFrames = 0;
      aim();
    } else if (Math.abs(y - goal) <= 1) {
      settledFrames += 1;
      if (settledFrames >= SETTLED_FRAMES) return stop();
    } else {
      settledFrames = 0;
      // Short of the goal and not moving: the browser ended the scroll early. Carry on.
      if (y !== lastY) movedAt = performance.now();
      else if (performance.now() - movedAt > STALLED_MS) {
        movedAt = performance.now();
        aim();
      }
    }
    lastY = y;
    if (performance.now() - started > GIVE_UP_MS) return stop();
    frame = requestAnimationFrame(steer);
  };
  frame = requestAnimationFrame(steer);
  return true;
}

/**
 * After navigating to '/', scroll once the section exists: first try after `delayMs`
 * (250 ms), then keep trying briefly in case the page is still rendering.
 */
export function scrollToSectionAfter(id: string, delayMs: number, attempts = 20): void {
  window.setTimeout(function attempt(left = attempts) {
    if (scrollToSection(id) || left <= 0) return;
    window.setTimeout(() => attempt(left - 1), 100);
  }, delayMs);
}
