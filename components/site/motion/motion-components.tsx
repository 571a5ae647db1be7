'use client';

/**
 * The framer-motion side of the scroll reveals, loaded on demand (see scroll-reveal.tsx and
 * overview-fan.tsx) so it never weighs on a page's first load.
 */
import {
  LazyMotion,
  domAnimation,
  m,
  useScroll,
  useSpring,
  useTransform,
  type MotionValue,
} from 'framer-motion';
import { useRef, type ReactNode, type RefObject } from 'react';
import { REVEAL } from '@/lib/content/constants';
import { FAN, type FanSlot } from './fan-layout';
import type { ScrollRevealProps } from './scroll-reveal';

/**
 * Scroll progress of `target` from entering the viewport (0) to its centre reaching the
 * viewport's centre (1), smoothed by a critically damped spring that settles over about 2 s.
 */
function useRevealProgress(target: RefObject<HTMLElement | null>): MotionValue<number> {
  const { scrollYProgress } = useScroll({ target, offset: ['start end', 'center center'] });
  return useSpring(scrollYProgress, { visualDuration: REVEAL.smoothingSeconds, bounce: 0 });
}

export function ScrollRevealMotion({
  children,
  startScale = REVEAL.startScales[0],
  offsetX = 0,
  offsetY = REVEAL.offsetY,
  className,
}: ScrollRevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const progress = useRevealProgress(ref);
  const scale = useTransform(progress, [0, 1], [startScale, 1]);
  const x = useTransform(progress, [0, 1], [offsetX, 0]);
  const y = useTransform(progress, [0, 1], [offsetY, 0]);
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div ref={ref} className={className} style={{ scale, x, y }}>
        {children}
      </m.div>
    </LazyMotion>
  );
}

function FanShot({
  slot,
  progress,
  children,
}: {
  slot: FanSlot;
  progress: MotionValue<number>;
  children: ReactNode;
}) {
  // The outer layer spreads the fan (percentages of the shot's width); the inner one carries the
  // start offsets in pixels, so the two units never mix in one interpolation.
  const x = useTransform(progress, [0, 1], ['0%', `${slot.x}%`]);
  const rotate = useTransform(progress, [0, 1], [0, slot.rotate]);
  const scale = useTransform(progress, [0, 1], [slot.startScale, slot.scale]);
  const offsetX = useTransform(progress, [0, 1], [slot.fromX, 0]);
  const offsetY = useTransform(progress, [0, 1], [REVEAL.offsetY, 0]);
  return (
    <m.div className="fan-slot" style={{ x, y: slot.y, rotate, scale, zIndex: slot.z }}>
      <m.figure className="fan-frame" style={{ x: offsetX, y: offsetY }}>
        {children}
      </m.figure>
    </m.div>
  );
}

export function OverviewFanMotion({ shots }: { shots: ReactNode[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const progress = useRevealProgress(ref);
  return (
    <LazyMotion features={domAnimation} strict>
      <div ref={ref} className="fan-stage">
        {shots.slice(0, FAN.length).map((shot, index) => (
          <FanShot key={index} slot={FAN[index]} progress={progress}>
            {shot}
          </FanShot>
        ))}
      </div>
    </LazyMotion>
  );
}
