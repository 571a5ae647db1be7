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

export const restingTransform = (slot: FanSlot) =>
  `translateX(${slot.x}%) translateY(${slot.y}px) rotate(${slot.rotate}deg) scale(${slot.scale})`;
