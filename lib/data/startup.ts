import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getStore } from '@/lib/data';
import { explainIndexFailure } from './mongo-indexes';

/** How long start-up waits for the index builds before it lets the app serve anyway. */
export const INDEX_WAIT_MS = 30_000;

type Log = Pick<Console, 'info' | 'warn' | 'error'>;

/**
 * At server start on MongoDB: builds the indexes and waits for them, at most `waitMs` (a large
 * collection may take longer; the build then finishes in the background). A failure is logged
 * loudly with what to do, and never stops the app: public pages keep serving from the cache.
 * After an unreachable database, the next request that reaches it builds them again (the store
 * does that itself, lib/data/mongo.ts).
 */
export async function prepareStoreAtStartup({
  waitMs = INDEX_WAIT_MS,
  log = console as Log,
}: { waitMs?: number; log?: Log } = {}): Promise<'ready' | 'failed' | 'pending' | 'skipped'> {
  // A build never needs a database (pages then render from the memory store or empty lists).
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return 'skipped';
  const store = await getStore();
  if (store.kind !== 'mongodb') return 'skipped';

  const building = store.ensureIndexes().then(
    () => 'ready' as const,
    (error: unknown) => {
      log.error(explainIndexFailure(error, '[start-up]'));
      return 'failed' as const;
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    building,
    new Promise<'pending'>((resolve) => {
      timer = setTimeout(() => resolve('pending'), waitMs);
      timer.unref?.();
    }),
  ]);
  clearTimeout(timer);
  if (outcome === 'pending') {
    log.warn(
      `[start-up] MongoDB indexes are still building after ${Math.round(waitMs / 1000)} s; ` +
        'the app starts now and the build goes on in the background.',
    );
    void building.then((done) => {
      if (done === 'ready') log.info('[start-up] MongoDB indexes ready.');
    });
  }
  return outcome;
}
