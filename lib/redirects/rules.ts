import { ApiError } from '@/lib/api/errors';
import type { Store } from '@/lib/data';
import {
  REDIRECT_MESSAGES,
  parseTarget,
  type Redirect,
  type RedirectInput,
  type Target,
} from '@/lib/entities';
import { rulesChanged } from './generation';

/**
 * Saving a rule against the others. The stored rules never form a chain (no rule's target is
 * another rule's source), so one read finds where a target finally leads:
 *  - a new rule whose target has a rule takes that rule's target (`/a → /b` with `/b → /c`
 *    is stored as `/a → /c`), unless it leads back to the new rule's source: a loop, refused;
 *  - the rules whose target is the new rule's source are pointed at its target too.
 * A new rule's target with a query (`/b?utm=x`) is looked up by its path and keeps its query
 * when the rule it meets has none; the rules collapsed onto a new source are those whose target
 * is exactly that source.
 */

/** The path a stored target leads to on this site, or null for another site's address. */
function pathOf(to: string): string | null {
  const target = parseTarget(to, []);
  return target?.kind === 'internal' ? target.path : null;
}

/** Where a rule to `target` finally leads, and whether that is another site. */
async function finalTarget(
  store: Store,
  from: string,
  target: Target,
  own?: string,
): Promise<{ to: string; external: boolean }> {
  if (target.kind === 'external') return { to: target.to, external: true };
  const next = await store.redirects.findByFrom(target.path);
  if (!next || next._id === own) return { to: target.to, external: false };
  if (pathOf(next.to) === from) throw new ApiError(400, REDIRECT_MESSAGES.chainLoop(target.path));
  const query = target.to.slice(target.path.length);
  const keepsQuery = !next.external && query && !/[?#]/.test(next.to);
  return { to: keepsQuery ? `${next.to}${query}` : next.to, external: next.external };
}

/**
 * Stores a new rule (or, with `existing`, that rule changed), collapsing chains either way.
 * Throws a 400 ApiError for a loop or a source another rule has; 'changed' when `existing`
 * was changed by someone else since `expectedUpdatedAt`.
 */
export async function saveRule(
  store: Store,
  input: RedirectInput,
  target: Target,
  existing?: { id: string; expectedUpdatedAt?: string },
): Promise<Redirect | 'changed' | null> {
  const holder = await store.redirects.findByFrom(input.from);
  if (holder && holder._id !== existing?.id) throw new ApiError(400, REDIRECT_MESSAGES.taken);
  const final = await finalTarget(store, input.from, target, existing?.id);
  const values = { ...input, ...final };
  const saved = existing
    ? await store.redirects.update(existing.id, values, existing.expectedUpdatedAt)
    : await store.redirects.create(values);
  if (saved && saved !== 'changed') {
    await store.redirects.retarget(values.from, values.to, values.external);
  }
  rulesChanged();
  return saved;
}

/** Removes the rule; the proxies drop it with their next refresh. */
export async function removeRule(store: Store, id: string): Promise<Redirect | null> {
  const removed = await store.redirects.remove(id);
  if (removed) rulesChanged();
  return removed;
}
