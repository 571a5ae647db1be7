import { REVEAL } from '@/lib/content/constants';

/**
 * The overview fan's resting layout, shared by its static and animated versions: where each of
 * the five shots sits, left to right (the middle one on top), and where its reveal starts.
 */
export const FAN = [
  {
    x: -78,
    y: 34,
    rotate: -9,
    scale: 0.78,
    z: 1,
    startScale: REVEAL.startScales[1],
    fromX: -REVEAL.offsetX,
  },
  {
    x: -42,
    y: 14,
    rotate: -4.5,
    scale: 0.9,
    z: 2,
    startScale: REVEAL.startScales[2],
    fromX: -REVEAL.offsetX,
  },
  { x: 0, y: 0, rotate: 0, scale: 1, z: 3, startScale: REVEAL.startScales[0], fromX: 0 },
  {
    x: 42,
    y: 14,
    rotate: 4.5,
    scale: 0.9,
    z: 2,
    startScale: REVEAL.startScales[2],
    fromX: REVEAL.offsetX,
  },
  {
    x: 78,
    y: 34,
    rotate: 9,
    scale: 0.78,
    z: 1,
    startScale: REVEAL.startScales[1],
    fromX: REVEAL.offsetX,
  },
] as const;

export type FanSlot = (typeof FAN)[number];

/** 400 px tall on small screens, 95vh from the sm breakpoint . */
export const FAN_STAGE_CLASS =
  'relative h-[400px] [--shot-w:min(80vw,560px)] sm:h-[95vh] sm:max-h-[900px] sm:min-h-[520px] sm:[--shot-w:min(46vw,620px)]';

export const FAN_SLOT_CLASS =
  'absolute top-1/2 left-1/2 -mt-[calc(var(--shot-w)*0.3125)] -ml-[calc(var(--shot-w)/2)] w-[var(--shot-w)]';

export const FAN_FRAME_CLASS =
  'overflow-hidden rounded-xl border border-white/10 bg-surface shadow-[0_30px_80px_-20px_rgba(0,0,0,0.85)] ring-1 ring-indigo-300/10 sm:rounded-2xl';

export const restingTransform = (slot: FanSlot) =>
  `translateX(${slot.x}%) translateY(${slot.y}px) rotate(${slot.rotate}deg) scale(${slot.scale})`;
