import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { describeError } from '@/lib/api/errors';
import { getStore } from '@/lib/data';

/** How long start-up waits for the index builds before it lets the app serve anyway. */
export const INDEX_WAIT_MS = 30_000;
/** After an unreachable database, the builds are tried again after this long, doubling. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 10 * 60_000;

type Log = Pick<Console, 'info' | 'warn' | 'error'>;

function explain(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const reason =
    error instanceof Error ? `${error.message}${cause ? `: ${cause.message}` : ''}` : String(error);
  if (describeError(error).status === 503) {
    return (
      `[start-up] MongoDB could not be reached to build its indexes (${reason}).\n` +
      '  The app starts anyway: pages come from the cache and the API answers 503 until the ' +
      'database is back. The builds are retried in the background; until they succeed, ' +
      'duplicate usernames are not refused. Check MONGODB_URI and that this host may connect ' +
      '(Atlas: Network Access).'
    );
  }
  return `[start-up] ${reason}`;
}

/**
 * At server start on MongoDB: builds the indexes and waits for them, at most `waitMs` (a large
 * collection may take longer; the build then finishes in the background). A failure is logged
 * loudly with what to do, and never stops the app: public pages keep serving from the cache.
 * An unreachable database is retried in the background until the indexes exist.
 */
export async function prepareStoreAtStartup({
  waitMs = INDEX_WAIT_MS,
  log = console as Log,
}: { waitMs?: number; log?: Log } = {}): Promise<'ready' | 'failed' | 'pending' | 'skipped'> {
  // A build never needs a database (pages then render from the memory store or empty lists).
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return 'skipped';
  const store = await getStore();
  if (store.kind !== 'mongodb') return 'skipped';

  const attempt = (retryInMs: number): Promise<'ready' | 'failed'> =>
    store.ensureIndexes().then(
      () => 'ready' as const,
      (error: unknown) => {
        log.error(explain(error));
        if (describeError(error).status === 503) {
          const timer = setTimeout(() => {
            void attempt(Math.min(retryInMs * 2, RETRY_MAX_MS)).then((outcome) => {
              if (outcome === 'ready') log.info('[start-up] MongoDB indexes ready.');
            });
          }, retryInMs);
          timer.unref?.();
        }
        return 'failed' as const;
      },
    );

  const building = attempt(RETRY_FIRST_MS);
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
