import type { Redirect, RedirectInput } from '@/lib/entities';

/** Hits counted in one process since its last flush, for one rule. */
export interface RuleHits {
  id: string;
  count: number;
  lastHitAt: string;
}

/**
 * The redirect rules. Every method answers plain copies; an unknown or malformed id answers null.
 * A `from` is unique: a create or an update that would give two rules one source throws a 400
 * ApiError, checked in the write itself.
 */
export interface RedirectRepository {
  /** Newest first. */
  list(): Promise<Redirect[]>;
  get(id: string): Promise<Redirect | null>;
  findByFrom(from: string): Promise<Redirect | null>;
  /** Stored with no hits yet. */
  create(input: RedirectInput): Promise<Redirect>;
  /**
   * Sets the given fields in one atomic write; with `expectedUpdatedAt`, only while the rule was
   * last changed then ('changed' when it no longer was). Null when there is no such rule.
   */
  update(
    id: string,
    patch: Partial<RedirectInput>,
    expectedUpdatedAt?: string,
  ): Promise<Redirect | 'changed' | null>;
  /**
   * Points every rule whose target is exactly `to` at `target` instead (a chain collapsed), in
   * one write; answers how many it changed.
   */
  retarget(to: string, target: string, external: boolean): Promise<number>;
  remove(id: string): Promise<Redirect | null>;
  count(): Promise<number>;
  /**
   * Adds a batch of counted hits in one write: hits and the latest hit time, never the rule's
   * updatedAt (a hit is no edit). Rules removed meanwhile are skipped.
   */
  recordHits(hits: RuleHits[]): Promise<void>;
  /**
   * A value that changes whenever a rule is added, changed or removed (hits aside): processes
   * holding the rules compare it to know that theirs are out of date.
   */
  version(): Promise<string>;
}
