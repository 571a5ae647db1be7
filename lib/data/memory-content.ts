import {
  faq,
  service,
  siteSettings,
  type Faq,
  type Deleter,
  type Service,
  type SiteSettings,
  type TrashItem,
} from '@/lib/entities';
import type {
  FaqPlace,
  FaqRepository,
  OrderedRepository,
  ServiceRepository,
  SettingsRepository,
} from './content-store';
import { isObjectId, newId } from './ids';
import type { MemoryTrash, TrashBin } from './memory-trash';
import type { Seed } from './seed-types';
import { shape } from './shape';

/**
 * The memory store's site content. As in ./memory.ts, every method runs to completion without
 * awaiting anything, so each is atomic in the one event loop, as a single MongoDB write is.
 */

type Ordered = { _id: string; position: number; createdAt: string; updatedAt: string };

const copy = <T>(value: T): T => structuredClone(value);
const defined = (patch: object) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));

/** The admins' order: position, then the id (as MongoDB sorts `{ position: 1, _id: 1 }`). */
const inOrder = <T extends Ordered>(records: Iterable<T>) =>
  [...records].sort((a, b) => a.position - b.position || a._id.localeCompare(b._id));

class MemoryOrdered<T extends Ordered, Input extends object> implements OrderedRepository<
  T,
  Input
> {
  readonly records = new Map<string, T>();

  constructor(
    private readonly out: (record: object) => T,
    private readonly bin: TrashBin,
  ) {}

  protected find(id: string) {
    return isObjectId(id) ? this.records.get(id.toLowerCase()) : undefined;
  }

  protected ordered() {
    return inOrder(this.records.values());
  }

  async list() {
    return this.ordered().map(this.out);
  }

  async get(id: string) {
    const found = this.find(id);
    return found ? this.out(found) : null;
  }

  async create(input: Input) {
    const now = new Date().toISOString();
    const last = this.ordered().at(-1);
    const record = this.out({
      ...copy(input),
      _id: newId(),
      position: last ? last.position + 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
    this.records.set(record._id, record);
    return this.out(record);
  }

  async update(id: string, patch: Partial<Input>, expectedUpdatedAt?: string) {
    const found = this.find(id);
    if (!found) return null;
    if (expectedUpdatedAt !== undefined && found.updatedAt !== expectedUpdatedAt) return 'changed';
    const updated = { ...found, ...copy(defined(patch)), updatedAt: new Date().toISOString() };
    this.records.set(found._id, updated);
    return this.out(updated);
  }

  async move(id: string, position: number) {
    const found = this.find(id);
    if (!found) return null;
    const list = this.ordered().filter((r) => r._id !== found._id);
    list.splice(Math.min(position, list.length), 0, found);
    list.forEach((record, index) => {
      record.position = index;
    });
    return this.out(found);
  }

  async remove(id: string) {
    const found = this.find(id);
    if (!found) return null;
    this.records.delete(found._id);
    return this.out(found);
  }

  async count() {
    return this.records.size;
  }

  async moveToTrash(id: string, deletedBy: Deleter) {
    return this.bin.trash.take(this.bin.kind, this.records, id, deletedBy, this.out);
  }

  /** Back at its old place in the order, or the last one. */
  async restore(item: TrashItem) {
    const last = this.ordered().at(-1);
    const end = last ? last.position + 1 : 0;
    const record = this.bin.trash.putBack(item, this.records, (r) => ({ ...r, position: end }));
    const position = (item.record as { position?: number }).position ?? end;
    return (await this.move(record._id, position))!;
  }

  insertIfMissing(record: Seed<T>) {
    if (!this.records.has(record._id)) {
      this.records.set(record._id, { ...copy(record), updatedAt: record.createdAt } as T);
    }
  }
}

export class MemoryServices extends MemoryOrdered<
  Service,
  Parameters<ServiceRepository['create']>[0]
> {
  constructor(trash: MemoryTrash) {
    super((r) => shape(service.keys, r), { kind: 'services', trash });
  }

  async findBySlug(slug: string) {
    const found = [...this.records.values()].find(
      (s) => s.slug === slug || s.previousSlugs.includes(slug),
    );
    return found ? this.get(found._id) : null;
  }

  asRepository(): ServiceRepository {
    return this;
  }
}

export class MemoryFaqs extends MemoryOrdered<Faq, Parameters<FaqRepository['create']>[0]> {
  constructor(trash: MemoryTrash) {
    super((r) => shape(faq.keys, r), { kind: 'faqs', trash });
  }

  async listFor(place: FaqPlace) {
    const all = await this.list();
    return 'home' in place
      ? all.filter((f) => f.home)
      : all.filter((f) => f.services.includes(place.service));
  }
}

export class MemorySettings implements SettingsRepository {
  record: SiteSettings | null = null;

  async get() {
    return this.record ? shape<SiteSettings>(siteSettings.keys, this.record) : null;
  }

  async update(input: Parameters<SettingsRepository['update']>[0], expectedUpdatedAt?: string) {
    if (
      expectedUpdatedAt !== undefined &&
      this.record &&
      this.record.updatedAt !== expectedUpdatedAt
    ) {
      return 'changed' as const;
    }
    const now = new Date().toISOString();
    this.record = {
      ...(this.record ?? { _id: newId(), createdAt: now }),
      ...copy(input),
      updatedAt: now,
    };
    return shape<SiteSettings>(siteSettings.keys, this.record);
  }

  insertIfMissing(record: Seed<SiteSettings>) {
    this.record ??= { ...copy(record), updatedAt: record.createdAt };
  }
}
