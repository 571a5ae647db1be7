import { ApiError } from '@/lib/api/errors';
import { REDIRECT_MESSAGES, redirectKeys, type Redirect, type RedirectInput } from '@/lib/entities';
import { isObjectId, newId } from './ids';
import type { RedirectRepository, RuleHits } from './redirect-store';
import { shape } from './shape';

/**
 * The redirect rules in memory. Every method runs without awaiting anything, so each is atomic
 * in the one event loop, as a single MongoDB write is.
 */
export class MemoryRedirects implements RedirectRepository {
  readonly records = new Map<string, Redirect>();
  /** Bumped by every change of a rule (hits aside). */
  private changes = 0;

  private out = (record: Redirect) => shape<Redirect>(redirectKeys, record);

  private find(id: string) {
    return isObjectId(id) ? this.records.get(id.toLowerCase()) : undefined;
  }

  private assertFree(from: string, own?: string) {
    const holder = [...this.records.values()].find((r) => r.from === from);
    if (holder && holder._id !== own) throw new ApiError(400, REDIRECT_MESSAGES.taken);
  }

  async list() {
    return [...this.records.values()]
      .reverse()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(this.out);
  }

  async get(id: string) {
    const found = this.find(id);
    return found ? this.out(found) : null;
  }

  async findByFrom(from: string) {
    const found = [...this.records.values()].find((r) => r.from === from);
    return found ? this.out(found) : null;
  }

  async create(input: RedirectInput) {
    this.assertFree(input.from);
    const now = new Date().toISOString();
    const record: Redirect = {
      ...input,
      _id: newId(),
      hits: 0,
      lastHitAt: null,
      createdAt: now,
      updatedAt: now,
    };
    this.records.set(record._id, record);
    this.changes += 1;
    return this.out(record);
  }

  async update(id: string, patch: Partial<RedirectInput>, expectedUpdatedAt?: string) {
    const found = this.find(id);
    if (!found) return null;
    if (expectedUpdatedAt !== undefined && found.updatedAt !== expectedUpdatedAt) return 'changed';
    if (patch.from !== undefined) this.assertFree(patch.from, found._id);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const updated = { ...found, ...defined, updatedAt: new Date().toISOString() };
    this.records.set(found._id, updated);
    this.changes += 1;
    return this.out(updated);
  }

  async retarget(to: string, target: string, external: boolean) {
    const now = new Date().toISOString();
    let changed = 0;
    for (const record of this.records.values()) {
      if (record.to !== to) continue;
      Object.assign(record, { to: target, external, updatedAt: now });
      changed += 1;
    }
    if (changed) this.changes += 1;
    return changed;
  }

  async remove(id: string) {
    const found = this.find(id);
    if (!found) return null;
    this.records.delete(found._id);
    this.changes += 1;
    return this.out(found);
  }

  async count() {
    return this.records.size;
  }

  async recordHits(hits: RuleHits[]) {
    for (const { id, count, lastHitAt } of hits) {
      const found = this.find(id);
      if (!found) continue;
      found.hits += count;
      if (!found.lastHitAt || found.lastHitAt < lastHitAt) found.lastHitAt = lastHitAt;
    }
  }

  async version() {
    return `memory:${this.changes}`;
  }

  clear() {
    this.records.clear();
    this.changes += 1;
  }
}
