import { after } from 'next/server';

/**
 * Work that must not hold up the answer (the lead's email): `after()` from next/server runs it
 * once the response has gone out, and keeps a serverless function alive until it ends (Vercel's
 * waitUntil). Outside a request, in tests and scripts, `after()` throws ("called outside a
 * request scope"); the task then starts at once instead, without anyone awaiting it, and is
 * kept here so a test can wait for it (`afterResponseSettled`). Either way the caller never
 * waits, and a task's failure is logged, never thrown at the caller.
 */
const running = new Set<Promise<void>>();

export function afterResponse(task: () => Promise<void>): void {
  const guarded = () =>
    task().catch((error: unknown) =>
      console.error('[after] a task after the response failed', error),
    );
  try {
    after(guarded);
    return;
  } catch {
    // Not inside a request: run it now (below).
  }
  const run: Promise<void> = Promise.resolve()
    .then(guarded)
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once every task started outside a request has ended (tests). */
export async function afterResponseSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
