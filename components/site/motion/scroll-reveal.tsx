'use client';

import { Suspense, lazy, useRef, type ReactNode, type Ref } from 'react';
import { useNearViewport } from './use-near-viewport';

/** The content, still: until the animation code has loaded, and for good if it fails to. */
function Still({
  children,
  className,
  ref,
}: Pick<ScrollRevealProps, 'children' | 'className'> & { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
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
    <Still ref={near ? undefined : ref} className={className}>
      {children}
    </Still>
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
