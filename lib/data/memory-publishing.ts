import { isPublic, previewLinkKeys, type PreviewLink, type Publishing } from '@/lib/entities';
import { isObjectId, newId } from './ids';
import { shape } from './shape';
import type { PublishingRepository } from './store';

/** The memory store's side of publishing: the same rules the MongoDB filters state. */

/** The records visitors may see now, in the order given. */
export function visibleNow<T extends Publishing>(records: T[]): T[] {
  const now = new Date();
  return records.filter((record) => isPublic(record, now));
}

/** How many records have a publish or unpublish time in (after, until]. */
export function countDue(records: Iterable<Publishing>, after: string, until: string): number {
  const within = (at?: string | null) => Boolean(at && at > after && at <= until);
  return [...records].filter((r) => within(r.publishAt) || within(r.unpublishAt)).length;
}

export class MemoryPublishing implements PublishingRepository {
  readonly links = new Map<string, PreviewLink>();
  lastRun: string | null = null;

  private out(link: PreviewLink): PreviewLink {
    return shape<PreviewLink>(previewLinkKeys, link);
  }

  async createPreview(input: Omit<PreviewLink, '_id' | 'createdAt' | 'revokedAt'>) {
    const link: PreviewLink = {
      ...input,
      _id: newId(),
      createdAt: new Date().toISOString(),
      revokedAt: null,
    };
    this.links.set(link._id, link);
    return this.out(link);
  }

  async getPreview(id: string) {
    const found = isObjectId(id) ? this.links.get(id.toLowerCase()) : undefined;
    return found ? this.out(found) : null;
  }

  async listPreviews(blogId: string) {
    return [...this.links.values()]
      .reverse()
      .filter((l) => l.blogId === blogId.toLowerCase())
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((l) => this.out(l));
  }

  async revokePreview(id: string, at: string) {
    const found = isObjectId(id) ? this.links.get(id.toLowerCase()) : undefined;
    if (!found) return null;
    found.revokedAt ??= at;
    return this.out(found);
  }

  async markRun(at: string) {
    const previous = this.lastRun;
    if (!previous || at > previous) this.lastRun = at;
    return previous;
  }
}
