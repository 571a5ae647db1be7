import { getStore } from '@/lib/data';
import type { RuleHits } from '@/lib/data/redirect-store';
import type { Redirect } from '@/lib/entities';
import { rulesGeneration } from './generation';

/**
 * The redirect rules as the proxy holds them: every rule in one map by source, so a request
 * costs a lookup, not a read. The copy is known current:
 *  - at once after a change made in this process (the generation, ./generation.ts);
 *  - within CHECK_MS after a change made in another one (a serverless instance, another server):
 *    after that long the next request compares the store's version (one indexed read) and
 *    reloads the rules only when it moved. Until then another instance may answer with the
 *    rules it had, for at most those few seconds.
 * When the store cannot be read, the last copy keeps answering and is tried again later.
 */
const CHECK_MS = 5_000;

/**
 * Hits are counted here and written in one batch at most every FLUSH_MS, so a busy rule costs
 * one write per interval and process, not one per request. The counts are bounded by the rules
 * (one entry per rule hit), so no visitor can grow them; hits still pending when a serverless
 * instance is frozen for good are lost, so the figures are a floor.
 */
const FLUSH_MS = 10_000;

interface Held {
  rules: Map<string, Redirect>;
  version: string;
  generation: number;
  checkedAt: number;
  loading?: Promise<void>;
  pending: Map<string, { count: number; lastHitAt: string }>;
  flushedAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

const holder = globalThis as typeof globalThis & { __agencyProxyRules?: Held };

function held(): Held {
  holder.__agencyProxyRules ??= {
    rules: new Map(),
    version: '',
    generation: -1,
    checkedAt: 0,
    pending: new Map(),
    flushedAt: 0,
  };
  return holder.__agencyProxyRules;
}

async function refresh(state: Held, generation: number): Promise<void> {
  const store = await getStore();
  const version = await store.redirects.version();
  if (generation !== state.generation || version !== state.version) {
    const rules = await store.redirects.list();
    state.rules = new Map(rules.map((rule) => [rule.from, rule]));
    state.version = version;
  }
  state.generation = generation;
  state.checkedAt = Date.now();
}

/** The rule answering this path (as the browser sent it, percent-encoded), or null. */
export async function ruleFor(path: string): Promise<Redirect | null> {
  const state = held();
  const generation = rulesGeneration();
  const fresh = state.generation === generation && Date.now() - state.checkedAt < CHECK_MS;
  if (!fresh) {
    state.loading ??= refresh(state, generation)
      .catch((error: unknown) => {
        // Not again on every request while the store is down: after CHECK_MS.
        state.checkedAt = Date.now();
        console.error('[redirects] could not refresh the rules', error);
      })
      .finally(() => {
        state.loading = undefined;
      });
    await state.loading;
  }
  return state.rules.get(path) ?? null;
}

/** Writes the hits counted so far in one batch; a failure keeps nothing (the figures are a floor). */
async function flush(state: Held): Promise<void> {
  clearTimeout(state.timer);
  state.timer = undefined;
  state.flushedAt = Date.now();
  if (state.pending.size === 0) return;
  const batch: RuleHits[] = [...state.pending].map(([id, hit]) => ({ id, ...hit }));
  state.pending.clear();
  try {
    await (await getStore()).redirects.recordHits(batch);
  } catch (error) {
    console.error('[redirects] could not record hits', error);
  }
}

/**
 * Counts a hit of the rule. The batch is written once FLUSH_MS have passed since the last
 * write: by this request (`waitUntil` keeps a serverless instance alive for it), or by a timer
 * on a server that keeps running.
 */
export function countHit(rule: Redirect, waitUntil: (work: Promise<unknown>) => void): void {
  const state = held();
  const now = new Date();
  const hit = state.pending.get(rule._id);
  state.pending.set(rule._id, { count: (hit?.count ?? 0) + 1, lastHitAt: now.toISOString() });
  if (now.getTime() - state.flushedAt >= FLUSH_MS) {
    waitUntil(flush(state));
  } else if (!state.timer) {
    state.timer = setTimeout(() => void flush(state), FLUSH_MS);
    state.timer.unref?.();
  }
}

/** Tests: forget the copy, the pending hits and the timer. */
export function resetProxyRulesForTests(): void {
  const state = holder.__agencyProxyRules;
  if (state?.timer) clearTimeout(state.timer);
  holder.__agencyProxyRules = undefined;
}

/** Tests: write the pending hits now. */
export function flushHitsForTests(): Promise<void> {
  return flush(held());
}
