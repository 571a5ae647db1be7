import { after } from 'next/server';
import { cache } from 'react';

/**
 * Next.js dates a cached page when it stores it, not when the page read its data, and a request
 * that arrives during a render is answered with that render. So a render that read the store
 * before a write and ends after it would be kept, and served, as fresh. A write therefore waits
 * for the renders under way when it landed, and its invalidation, which Next.js applies once the
 * write's handler returns, drops what they stored.
 */

/**
 * The longest a write waits for renders under way: one stuck longer is left to the later
 * invalidation (lib/revalidate.ts).
 */
const RENDER_WAIT_MS = 5_000;

interface Render {
  startedAt: number;
  ended: Promise<void>;
}

// Pages and route handlers are separate bundles in one process: they share only globalThis.
const holder = globalThis as typeof globalThis & { __agencyRendersUnderWay?: Set<Render> };
const underWay = (holder.__agencyRendersUnderWay ??= new Set<Render>());

/**
 * Counts the current render (a page and its metadata share one) as under way from
 * its first read of the store until its request has been answered, which is after Next.js has
 * stored the page. Outside a request (the build's static params, scripts, tests) it does nothing.
 */
export const trackRender = cache((): void => {
  let end!: () => void;
  const render: Render = { startedAt: performance.now(), ended: new Promise((r) => (end = r)) };
  try {
    after(() => {
      underWay.delete(render);
      end();
    });
  } catch {
    return;
  }
  underWay.add(render);
});

/** Resolves once every render that began before now has ended, or after RENDER_WAIT_MS. */
export async function rendersUnderWay(): Promise<void> {
  const now = performance.now();
  // A render whose request never closed must not hold every later write.
  for (const r of underWay) if (now - r.startedAt > RENDER_WAIT_MS) underWay.delete(r);
  const waiting = [...underWay];
  if (waiting.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(waiting.map((r) => r.ended)),
    new Promise((resolve) => (timer = setTimeout(resolve, RENDER_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
