'use client';

import { Suspense, lazy, useRef, type ReactNode, type RefObject } from 'react';
import { FAN, restingTransform } from './fan-layout';
import { useNearViewport } from './use-near-viewport';

// Should the animation's file fail to load, the fan stays at rest.
const OverviewFanMotion = lazy(() =>
  import('./motion-components').then(
    (mod) => ({ default: mod.OverviewFanMotion }),
    () => ({ default: RestingFan }),
  ),
);

function RestingFan({
  shots,
  stageRef,
}: {
  shots: ReactNode[];
  stageRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div ref={stageRef} className="fan-stage">
      {shots.slice(0, FAN.length).map((shot, index) => (
        <div
          key={index}
          className="fan-slot"
          style={{ transform: restingTransform(FAN[index]), zIndex: FAN[index].z }}
        >
          <figure className="fan-frame">{shot}</figure>
        </div>
      ))}
    </div>
  );
}

/**
 * The overview fan: five overlapping screenshots (rendered by the server and passed in) that
 * spread out as the section scrolls into view. The resting fan renders at once; the scroll
 * animation (framer-motion) loads only when the section nears the viewport, and never for
 * reduced motion.
 */
export function OverviewFan({ shots }: { shots: ReactNode[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (!near) return <RestingFan shots={shots} stageRef={ref} />;
  return (
    <Suspense fallback={<RestingFan shots={shots} />}>
      <OverviewFanMotion shots={shots} />
    </Suspense>
  );
}
