/**
 * Image decodes run at most this many at a time, the rest wait their turn: each holds the whole
 * image in memory as raw pixels (up to 100 MB at the pixel cap), and many uploads at once would
 * take the server's memory and its cores together.
 */
const DECODES_AT_ONCE = 2;

interface DecodeQueue {
  running: number;
  waiting: (() => void)[];
}

// One queue per process: every route handler's bundle shares it.
const holder = globalThis as typeof globalThis & { __agencyDecodeQueue?: DecodeQueue };

/** Runs `task` once a decode slot is free, and frees the slot when it settles. */
export async function inDecodeQueue<T>(task: () => Promise<T>): Promise<T> {
  const queue = (holder.__agencyDecodeQueue ??= { running: 0, waiting: [] });
  if (queue.running >= DECODES_AT_ONCE) {
    // The slot is handed over by the task that frees it, so `running` stays counted.
    await new Promise<void>((resolve) => queue.waiting.push(resolve));
  } else {
    queue.running += 1;
  }
  try {
    return await task();
  } finally {
    const next = queue.waiting.shift();
    if (next) next();
    else queue.running -= 1;
  }
}
