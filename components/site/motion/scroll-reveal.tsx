'use client';

import { Suspense, lazy, useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/** The content, still: what shows for good if the animation's file fails to load. */
function Still({ children, className }: Pick<ScrollRevealProps, 'children' | 'className'>) {
  return <div className={className}>{children}</div>;
}

const ScrollRevealMotion = lazy(() =>
  import('./motion-components').then(
    (mod) => ({ default: mod.ScrollRevealMotion }),
    () => ({ default: Still }),
  ),
);

export interface ScrollRevealProps {
  children: ReactNode;
  /** Scale at the start of the reveal: 0.6, 0.3 or 0.4. */
  startScale?: number;
  /** Start offsets in px: 80 vertical, 50 horizontal. */
  offsetX?: number;
  offsetY?: number;
  className?: string;
}

/**
 * A scroll-scrubbed reveal: the content grows from `startScale` and slides in from its offset
 * as it scrolls into view. Static until the animation code (loaded near the viewport) takes
 * over; always static for reduced motion and without JavaScript.
 */
export function ScrollReveal({ children, className, ...motion }: ScrollRevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const still = (
    <div ref={near ? undefined : ref} className={className}>
      {children}
    </div>
  );
  if (!near) return still;
  return (
    <Suspense fallback={still}>
      <ScrollRevealMotion className={className} {...motion}>
        {children}
      </ScrollRevealMotion>
    </Suspense>
  );
}
